import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useId, useRef, type ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { udenBlanke } from '@engine/trim';
import { Sektion } from '../../../layout/sektion';
import { aendrFelt } from '../aendr-felt';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { LeverandoerNavne } from './leverandoer-navne';

type Faktura = Record<string, unknown> & { cvr?: string; fakturaNummer?: string };
type Metode = Record<string, string | undefined>;
/** A field's messages; `fejlId` when they stand under a group of fields, `beskrevetAf` for more that describes it. */
interface Fejl {
  beskeder: readonly string[];
  fejlId?: string;
  beskrevetAf?: string;
}

const egenskab = (schema: RJSFSchema, navn: string) => (schema.properties?.[navn] ?? {}) as RJSFSchema;
const valg = (ui: UiSchema | undefined, navn: string) => (ui?.[navn]?.['ui:options'] ?? {}) as Record<string, unknown>;

/**
 * `"ui:field": "faktura-rettelse"` (with `"ui:fieldReplacesAnyOrOneOf": true`) on the invoice the
 * secretariat corrects: the supplier's CVR with what the registers call it beside it
 * (formContext.leverandoer), the invoice number, and the payment method as a choice between the
 * objects the schema's oneOf names (one required each, legend `ui:options.betalingsmetode`), then
 * the chosen one's fields. A method left keeps its values for going back. Titles, lengths
 * (`ui:options.maxLength`), column widths (`ui:options.bredde`) and a select's preselected value
 * (`ui:options.standard`) come from the schema and the uiSchema.
 */
export function FakturaRettelse(props: FieldProps<Faktura, RJSFSchema, SkemaKontekst>) {
  const { formData = {}, onChange, fieldPathId, schema, uiSchema, errorSchema, disabled, registry } = props;
  const id = useId();
  const metoder = (schema.oneOf ?? []).flatMap((gren) => (typeof gren === 'object' ? (gren.required ?? []) : []));
  const metode = metoder.find((m) => formData[m] !== undefined);
  const gemte = useRef<Record<string, Metode>>({});
  const saet = (felt: string, vaerdi: unknown) => aendrFelt(onChange, fieldPathId, felt, vaerdi);
  const fejl = (felt: string) => alleFejl(errorSchema?.[felt]);
  const betalingFejl = [...new Set([...metoder.flatMap(fejl), ...(errorSchema?.__errors ?? [])])];

  function vaelg(ny: string) {
    if (metode) gemte.current[metode] = formData[metode] as Metode;
    const start = Object.entries(egenskab(schema, ny).properties ?? {}).map(([felt, under]) => {
      const standard = valg(uiSchema?.[ny] as UiSchema, felt)['standard'] ?? (under as RJSFSchema).default;
      return [felt, standard === undefined ? undefined : String(standard)];
    });
    const { [metode ?? '']: _forrige, ...rest } = formData;
    onChange({ ...rest, [ny]: gemte.current[ny] ?? Object.fromEntries(start) }, fieldPathId.path);
  }

  /** One input (a select for an enum) in a column; its messages under it, or at `fejlId` when they are shared. */
  const felt = (navn: string, under: RJSFSchema, ui: UiSchema | undefined, vaerdi: unknown, aendr: (v: string) => void, f: Fejl) => {
    const { maxLength, bredde = 6, inputMode } = valg(ui, navn) as { maxLength?: number; bredde?: number; inputMode?: 'numeric' };
    const egetId = `${id}-${navn}-fejl`;
    const faelles = {
      value: typeof vaerdi === 'string' ? vaerdi : '',
      disabled,
      isInvalid: f.beskeder.length > 0,
      'aria-describedby': [f.fejlId ?? egetId, f.beskrevetAf].filter(Boolean).join(' '),
      onChange: (e: ChangeEvent<{ value: string }>) => aendr(e.target.value),
    };
    return (
      <Col sm={bredde} key={navn}>
        <Form.Group controlId={`${id}-${navn}`}>
          <Form.Label>{under.title ?? navn}</Form.Label>
          {under.enum ? (
            <Form.Select {...faelles}>
              {under.enum.map((v) => (
                <option key={String(v)}>{String(v)}</option>
              ))}
            </Form.Select>
          ) : (
            <Form.Control {...faelles} inputMode={inputMode} autoComplete="off" maxLength={maxLength} />
          )}
          {f.fejlId === undefined && <Fejlbeskeder id={egetId} fejl={f.beskeder} />}
        </Form.Group>
      </Col>
    );
  };
  const { leverandoer } = registry.formContext;
  const metodeSchema = metode ? egenskab(schema, metode) : {};
  const betaling: Fejl = { beskeder: betalingFejl, fejlId: `${id}-betaling-fejl` };

  return (
    <Sektion titel={schema.title ?? ''}>
      <Row className="g-3">
        {felt('cvr', egenskab(schema, 'cvr'), uiSchema, formData.cvr, (v) => saet('cvr', udenBlanke(v) || undefined), {
          beskeder: fejl('cvr'),
          beskrevetAf: leverandoer ? `${id}-navne` : undefined,
        })}
        {leverandoer && (
          <Col sm={12 - Number(valg(uiSchema, 'cvr')['bredde'] ?? 6)} id={`${id}-navne`} aria-live="polite">
            <LeverandoerNavne cvr={formData.cvr ?? ''} opslag={leverandoer} />
          </Col>
        )}
        {felt(
          'fakturaNummer',
          egenskab(schema, 'fakturaNummer'),
          uiSchema,
          formData.fakturaNummer,
          (v) => saet('fakturaNummer', v || undefined),
          {
            beskeder: fejl('fakturaNummer'),
          },
        )}
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6 mb-1">{uiSchema?.['ui:options']?.['betalingsmetode'] as string}</legend>
            {metoder.map((m) => (
              <Form.Check
                key={m}
                inline
                type="radio"
                id={`${id}-metode-${m}`}
                name={`${id}-metode`}
                label={egenskab(schema, m).title ?? m}
                checked={metode === m}
                disabled={disabled}
                onChange={() => vaelg(m)}
              />
            ))}
            {metode && (
              <Row className="g-3 mt-0">
                {Object.entries(metodeSchema.properties ?? {}).map(([navn, under]) =>
                  felt(
                    navn,
                    under as RJSFSchema,
                    uiSchema?.[metode] as UiSchema | undefined,
                    (formData[metode] as Metode | undefined)?.[navn],
                    (v) => saet(metode, { ...(formData[metode] as Metode), [navn]: v }),
                    betaling,
                  ),
                )}
              </Row>
            )}
            <Fejlbeskeder id={`${id}-betaling-fejl`} fejl={betalingFejl} />
          </fieldset>
        </Col>
      </Row>
    </Sektion>
  );
}
