import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { aendrFelt } from '../aendr-felt';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';

interface Periode {
  startdato?: string;
  afslutningsdato?: string;
}

type Dato = keyof Periode;

/**
 * `"ui:field": "periode"` on {startdato, afslutningsdato}: two date inputs, the start's max is the
 * end and the end's min is the start (SPEC §2.2). Labels are the schema's titles.
 */
export function Periode({ formData, onChange, fieldPathId, schema, errorSchema, rawErrors = [], disabled, readonly }: FieldProps<Periode, RJSFSchema>) {
  const periode = formData ?? {};
  // The field template shows this object's own messages; the ones placed on a date are shown here.
  const fejl = alleFejl(errorSchema);
  const ugyldig = rawErrors.length > 0 || fejl.length > 0;
  const fejlId = `${fieldPathId.$id}__fejl`;

  const dato = (navn: Dato, graenser: { min?: string; max?: string }) => (
    <Form.Group controlId={`${fieldPathId.$id}_${navn}`}>
      <Form.Label>
        {(schema.properties?.[navn] as RJSFSchema | undefined)?.title ?? navn}
        {schema.required?.includes(navn) ? '*' : null}
      </Form.Label>
      <Form.Control
        type="date"
        value={periode[navn] ?? ''}
        {...graenser}
        disabled={disabled}
        readOnly={readonly}
        isInvalid={ugyldig}
        aria-describedby={ugyldig ? fejlId : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => aendrFelt(onChange, fieldPathId, navn, event.target.value || undefined)}
      />
    </Form.Group>
  );

  return (
    <fieldset id={fieldPathId.$id}>
      <legend className="form-label fs-6 mb-1">{schema.title}</legend>
      <Row className="g-3">
        <Col sm={6}>{dato('startdato', { max: periode.afslutningsdato })}</Col>
        <Col sm={6}>{dato('afslutningsdato', { min: periode.startdato })}</Col>
      </Row>
      <Fejlbeskeder id={fejlId} fejl={fejl} />
    </fieldset>
  );
}
