import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';
import { t } from '@engine/tekster';
import type { SkemaKontekst } from '../kontekst';
import { vaelgTilskud, type MedTilskud } from './vaelg-tilskud';

/**
 * `"ui:field": "kursus-vaelger"` on the array of participations: one checkbox per possible
 * application (number and course name); ticking one adds its participation, unticking removes it.
 */
export function KursusVaelger({
  formData,
  onChange,
  fieldPathId,
  registry,
  rawErrors = [],
  disabled,
  required,
  schema,
}: FieldProps<MedTilskud[], RJSFSchema, SkemaKontekst>) {
  const valg = registry.formContext.tilskud ?? [];
  const deltagelser = formData ?? [];
  const valgte = new Set(deltagelser.map((d) => d.tilskud?.id));
  return (
    <fieldset>
      <legend className="form-label fs-6">
        {schema.title}
        {required ? '*' : null}
      </legend>
      {valg.map((tilskud, i) => (
        <Form.Check
          key={tilskud.id}
          // The first box carries the field's own id, so focusing the first error lands on it.
          id={i === 0 ? fieldPathId.$id : `${fieldPathId.$id}_${tilskud.id}`}
          className="mb-2"
          disabled={disabled}
          isInvalid={rawErrors.length > 0}
          checked={valgte.has(tilskud.id)}
          onChange={(event) => onChange(vaelgTilskud(valg, deltagelser, tilskud.id, event.target.checked), fieldPathId.path)}
          label={
            <>
              <span className="fw-semibold">{tilskud.uddannelse.navn}</span>
              <span className="d-block small text-body-secondary">
                {t('forudbetalingWeb.kursusVaelger.ansoegningsnummer', { nummer: tilskud.ansoegningsnummer })}
              </span>
            </>
          }
        />
      ))}
    </fieldset>
  );
}
