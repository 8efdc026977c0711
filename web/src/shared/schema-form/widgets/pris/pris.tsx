import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { t } from '@engine/tekster';
import { udenBlanke } from '@engine/trim';
import { Advarsler, advarslerVed } from '../advarsler';
import type { SkemaKontekst } from '../kontekst';
import { laesBeloeb, visBeloeb } from './laes-beloeb';
import { beskrevetAf } from '../beskrevet-af';

/** What the form gets for a text: the amount, or the text itself when it is none (the schema then says why). */
const fortolk = (tekst: string): number | string | undefined => (udenBlanke(tekst) === '' ? undefined : (laesBeloeb(tekst) ?? tekst));
const vis = (vaerdi: unknown): string => (typeof vaerdi === 'number' ? visBeloeb(vaerdi) : typeof vaerdi === 'string' ? vaerdi : '');

/**
 * `"ui:field": "pris"`: an amount in kroner typed the Danish way ('9.200,50'). A text input, since a
 * number input drops the decimal comma in a browser not set to Danish (9200,50 becomes 920050); and a
 * field rather than a widget, so rjsf's number handling does not rewrite the text while it is typed.
 * The rule (a price above 0) is the schema's; formContext.advarsler may add a warning.
 */
export function Pris(props: FieldProps<number | string, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, rawErrors = [], required, disabled, readonly, registry } = props;
  const advarsler = advarslerVed(registry.formContext, fieldPathId.path);
  const [tekst, setTekst] = useState(() => vis(formData));
  const [sidst, setSidst] = useState<unknown>(formData);
  // A value set from outside (not the one typed here) replaces the text.
  if (formData !== sidst) {
    setSidst(formData);
    if (fortolk(tekst) !== formData) setTekst(vis(formData));
  }
  const id = fieldPathId.$id;
  return (
    <Form.Group controlId={id}>
      <Form.Label className={rawErrors.length > 0 ? 'text-danger' : undefined}>
        {schema.title}
        {required ? '*' : null}
      </Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          inputMode="decimal"
          autoComplete="off"
          value={tekst}
          disabled={disabled}
          readOnly={readonly}
          isInvalid={rawErrors.length > 0}
          aria-describedby={beskrevetAf(id, `${id}__description`, advarsler.length > 0 && `${id}__advarsel`)}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setTekst(event.target.value);
            onChange(fortolk(event.target.value), fieldPathId.path);
          }}
        />
        <InputGroup.Text>{t('forudbetalingWeb.pris.enhed')}</InputGroup.Text>
      </InputGroup>
      {schema.description && (
        <Form.Text id={`${id}__description`} className="text-body-secondary">
          {schema.description}
        </Form.Text>
      )}
      <Advarsler id={`${id}__advarsel`} advarsler={advarsler} />
    </Form.Group>
  );
}
