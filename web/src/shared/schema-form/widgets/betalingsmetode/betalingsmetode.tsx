import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { udenBlanke } from '@engine/trim';
import { aendrFelt } from '../aendr-felt';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { beskrevetAf } from '../beskrevet-af';

interface Betalingsoplysninger {
  betalingsmetode?: string;
  registreringsnummer?: string;
  kontonummer?: string;
  kortart?: string;
  betalingsidentitet?: string;
  kreditornummer?: string;
}

type Felt = keyof Betalingsoplysninger;

/** The fields each payment method asks for (SPEC §3.1); the other method's values are kept but not shown. */
const FELTER: Record<string, { felt: Felt; bredde: number; inputMode?: 'numeric' }[]> = {
  bankoverfoersel: [
    { felt: 'registreringsnummer', bredde: 4, inputMode: 'numeric' },
    { felt: 'kontonummer', bredde: 8, inputMode: 'numeric' },
  ],
  indbetalingskort: [
    { felt: 'kortart', bredde: 3 },
    { felt: 'betalingsidentitet', bredde: 5, inputMode: 'numeric' },
    { felt: 'kreditornummer', bredde: 4, inputMode: 'numeric' },
  ],
};

/**
 * `"ui:field": "betalingsmetode"` on the payment details: a radio per method (labelled by the
 * uiSchema's ui:enumNames; none chosen until the user or the scan chooses), then the chosen
 * method's fields; an enum field is a select with the schema's default (kortart 71) preselected.
 * A field is marked by its own messages only; fields revealed by choosing a method after a refused
 * attempt stay quiet until they are touched or the next attempt (formContext.forsoeg).
 */
export function Betalingsmetode(props: FieldProps<Betalingsoplysninger, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, uiSchema, errorSchema, disabled, readonly, registry } = props;
  const forsoeg = registry.formContext.forsoeg ?? 0;
  const data = formData ?? {};
  const id = fieldPathId.$id;
  const egenskab = (felt: Felt) => (schema.properties?.[felt] ?? {}) as RJSFSchema;
  const metoder = (egenskab('betalingsmetode').enum ?? []).map(String);
  const metodeNavne = (uiSchema?.['betalingsmetode']?.['ui:enumNames'] ?? []) as string[];
  const metodeFejl = alleFejl(errorSchema?.betalingsmetode);
  // The method's fields shown from the start count as shown at the last attempt (-1).
  const [afsloeret, setAfsloeret] = useState({ metode: data.betalingsmetode, forsoeg: -1 });
  const [roerte, setRoerte] = useState<ReadonlySet<Felt>>(new Set());
  if (data.betalingsmetode !== afsloeret.metode) setAfsloeret({ metode: data.betalingsmetode, forsoeg });
  const roer = (felt: Felt) => !roerte.has(felt) && setRoerte(new Set([...roerte, felt]));
  const fejlVed = (felt: Felt) => (roerte.has(felt) || afsloeret.forsoeg < forsoeg ? alleFejl(errorSchema?.[felt]) : []);
  const viste = FELTER[data.betalingsmetode ?? '']?.map(({ felt }) => felt) ?? [];
  const feltFejl = [...new Set(viste.flatMap(fejlVed))];
  const saet = (felt: Felt, vaerdi: string) => {
    roer(felt);
    aendrFelt(onChange, fieldPathId, felt, udenBlanke(vaerdi) === '' ? undefined : vaerdi);
  };

  return (
    <fieldset id={id}>
      <legend className="form-label fs-6">
        {egenskab('betalingsmetode').title}
        {schema.required?.includes('betalingsmetode') ? '*' : null}
      </legend>
      {metoder.map((metode, i) => (
        <Form.Check
          key={metode}
          type="radio"
          // The first radio carries the field's id, so focusing the first error lands on it.
          id={i === 0 ? `${id}_betalingsmetode` : `${id}_betalingsmetode_${metode}`}
          name={`${id}_betalingsmetode`}
          label={metodeNavne[i] ?? metode}
          checked={data.betalingsmetode === metode}
          disabled={disabled || readonly}
          isInvalid={metodeFejl.length > 0}
          aria-describedby={beskrevetAf(id, metodeFejl.length > 0 && `${id}_betalingsmetode__fejl`)}
          onChange={() => saet('betalingsmetode', metode)}
        />
      ))}
      <Fejlbeskeder id={`${id}_betalingsmetode__fejl`} fejl={metodeFejl} />
      {data.betalingsmetode && FELTER[data.betalingsmetode] && (
        <Row className="g-3 mt-1">
          {FELTER[data.betalingsmetode]!.map(({ felt, bredde, inputMode }) => {
            const feltSchema = egenskab(felt);
            const ugyldig = fejlVed(felt).length > 0;
            const faelles = {
              disabled,
              isInvalid: ugyldig,
              'aria-describedby': beskrevetAf(`${id}_${felt}`, ugyldig && `${id}__fejl`),
              onBlur: () => roer(felt),
            };
            return (
              <Col key={felt} sm={bredde}>
                <Form.Group controlId={`${id}_${felt}`}>
                  <Form.Label>
                    {feltSchema.title}
                    {schema.required?.includes(felt) ? '*' : null}
                  </Form.Label>
                  {feltSchema.enum ? (
                    <Form.Select
                      {...faelles}
                      value={data[felt] ?? String(feltSchema.default ?? '')}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) => saet(felt, event.target.value)}
                    >
                      {feltSchema.enum.map((vaerdi) => (
                        <option key={String(vaerdi)} value={String(vaerdi)}>
                          {String(vaerdi)}
                        </option>
                      ))}
                    </Form.Select>
                  ) : (
                    <Form.Control
                      {...faelles}
                      value={data[felt] ?? ''}
                      inputMode={inputMode}
                      autoComplete="off"
                      maxLength={uiSchema?.[felt]?.['ui:options']?.maxLength as number | undefined}
                      readOnly={readonly}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => saet(felt, event.target.value)}
                    />
                  )}
                </Form.Group>
              </Col>
            );
          })}
          <Col xs={12} className="mt-0">
            <Fejlbeskeder id={`${id}__fejl`} fejl={feltFejl} />
          </Col>
        </Row>
      )}
    </fieldset>
  );
}
