import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { t } from '@engine/tekster';
import type { SkemaKontekst, Tilskud } from '../kontekst';
import { vaelgTilskud, type MedTilskud } from './vaelg-tilskud';
import { beskrevetAf } from '../beskrevet-af';

/**
 * `"ui:field": "kursus-vaelger"` on the array of participations: one checkbox per possible
 * application (number and course name); ticking one adds its participation, unticking removes it.
 * The applications a request already covers follow, each named with why it cannot be chosen.
 * Bootstrap's classes on plain elements: the wizard's first screen loads no react-bootstrap form code.
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
  const anmodede = registry.formContext.alleredeAnmodet ?? [];
  const deltagelser = formData ?? [];
  const valgte = new Set(deltagelser.map((d) => d.tilskud?.id));
  return (
    <fieldset>
      <legend className="form-label fs-6">
        {schema.title}
        {required ? '*' : null}
      </legend>
      {valg.map((tilskud, i) => {
        // The first box carries the field's own id, so focusing the first error lands on it.
        const id = i === 0 ? fieldPathId.$id : `${fieldPathId.$id}_${tilskud.id}`;
        return (
          <div key={tilskud.id} className="form-check mb-2">
            <input
              id={id}
              type="checkbox"
              className={rawErrors.length > 0 ? 'form-check-input is-invalid' : 'form-check-input'}
              disabled={disabled}
              checked={valgte.has(tilskud.id)}
              aria-describedby={beskrevetAf(fieldPathId.$id)}
              onChange={(event) => onChange(vaelgTilskud(valg, deltagelser, tilskud.id, event.target.checked), fieldPathId.path)}
            />
            <label htmlFor={id} className="form-check-label">
              <Kursus tilskud={tilskud} />
            </label>
          </div>
        );
      })}
      {anmodede.length > 0 && (
        <ul className="list-unstyled mb-2">
          {anmodede.map((tilskud) => (
            <li key={tilskud.id} className="mb-2 text-body-secondary">
              <Kursus tilskud={tilskud} />
              <span className="d-block small">{t('forudbetalingWeb.kursusVaelger.alleredeAnmodet')}</span>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** A course by its name and application number. */
function Kursus({ tilskud }: { tilskud: Tilskud }) {
  return (
    <>
      <span className="fw-semibold">{tilskud.uddannelse.navn}</span>
      <span className="d-block small text-body-secondary">
        {t('forudbetalingWeb.kursusVaelger.ansoegningsnummer', { nummer: tilskud.ansoegningsnummer })}
      </span>
    </>
  );
}
