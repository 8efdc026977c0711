import type { RJSFSchema } from '@rjsf/utils';
import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { Rettelsestilstand } from '../hooks/use-rettelse';
import type { Betalingsmetode } from '../utils/rettelse-formular';
import { beskederVed } from '../utils/tjek-rettelse';
import { FeltBeskeder } from './felt-beskeder';
import { LeverandoerNavne } from './leverandoer-navne';

// Labels, card types and lengths come from the correction schema the server checks with.
const fakturaSchema = schemaMedId('forudbetaling-admin-opdater').properties?.['faktura'] as RJSFSchema;
const egenskab = (...sti: string[]): RJSFSchema =>
  sti.reduce<RJSFSchema>((schema, navn) => (schema.properties?.[navn] ?? {}) as RJSFSchema, fakturaSchema);
const METODER: readonly Betalingsmetode[] = ['bankOverfoersel', 'indbetalingskort'];

interface FakturaFormularProps {
  ret: Rettelsestilstand;
  disabled: boolean;
}

/**
 * The section 'Faktura', editable: the supplier's CVR with its names in the CVR register and in
 * each fund's finance system, the invoice number and the payment details of the chosen method.
 */
export function FakturaFormular({ ret, disabled }: FakturaFormularProps) {
  const { formular, aendr, fejl, opslag, cvrOpslagFejlet, ansoegningsnumre } = ret;
  const id = useId();
  const cvrBeskeder = beskederVed(fejl, '/faktura/cvr');
  const nummerBeskeder = beskederVed(fejl, '/faktura/fakturaNummer');
  const betalingBeskeder = [
    ...new Set([
      ...beskederVed(fejl, '/faktura/bankOverfoersel', '/faktura/indbetalingskort'),
      ...fejl.filter((f) => f.path === '/faktura').map((f) => f.message),
    ]),
  ];
  const metode = formular.betalingsmetode;

  const saetBetaling = (felt: string, vaerdi: string) =>
    aendr((nu) => ({ ...nu, [nu.betalingsmetode]: { ...nu[nu.betalingsmetode], [felt]: vaerdi } }));

  const betalingsfelt = (felt: string, bredde: number, maxLength?: number) => {
    const schema = egenskab(metode, felt);
    const vaerdi = (formular[metode] as Record<string, string>)[felt] ?? '';
    const faelles = {
      value: vaerdi,
      disabled,
      isInvalid: betalingBeskeder.length > 0,
      'aria-describedby': `${id}-betaling-fejl`,
    };
    return (
      <Col sm={bredde} key={`${metode}-${felt}`}>
        <Form.Group controlId={`${id}-${metode}-${felt}`}>
          <Form.Label>{schema.title}</Form.Label>
          {schema.enum ? (
            <Form.Select {...faelles} onChange={(e) => saetBetaling(felt, e.target.value)}>
              {schema.enum.map((valg) => (
                <option key={String(valg)}>{String(valg)}</option>
              ))}
            </Form.Select>
          ) : (
            <Form.Control
              {...faelles}
              inputMode="numeric"
              autoComplete="off"
              maxLength={maxLength}
              onChange={(e) => saetBetaling(felt, e.target.value)}
            />
          )}
        </Form.Group>
      </Col>
    );
  };

  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.faktura')}>
      <Row className="g-3">
        <Col sm={5}>
          <Form.Group controlId={`${id}-cvr`}>
            <Form.Label>{egenskab('cvr').title}</Form.Label>
            <Form.Control
              value={formular.cvr}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              disabled={disabled}
              isInvalid={cvrBeskeder.length > 0}
              aria-describedby={`${id}-cvr-fejl ${id}-navne`}
              onChange={(e) => {
                const cvr = e.target.value.trim();
                aendr((nu) => ({ ...nu, cvr }));
              }}
            />
            <FeltBeskeder id={`${id}-cvr-fejl`} beskeder={cvrBeskeder} />
          </Form.Group>
        </Col>
        <Col sm={7} id={`${id}-navne`} aria-live="polite">
          <LeverandoerNavne cvr={formular.cvr} opslag={opslag} fejlet={cvrOpslagFejlet} ansoegningsnumre={ansoegningsnumre} />
        </Col>
        <Col sm={5}>
          <Form.Group controlId={`${id}-fakturanummer`}>
            <Form.Label>{egenskab('fakturaNummer').title}</Form.Label>
            <Form.Control
              value={formular.fakturaNummer}
              autoComplete="off"
              maxLength={32}
              disabled={disabled}
              isInvalid={nummerBeskeder.length > 0}
              aria-describedby={`${id}-fakturanummer-fejl`}
              onChange={(e) => {
                const fakturaNummer = e.target.value;
                aendr((nu) => ({ ...nu, fakturaNummer }));
              }}
            />
            <FeltBeskeder id={`${id}-fakturanummer-fejl`} beskeder={nummerBeskeder} />
          </Form.Group>
        </Col>
        <Col xs={12}>
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('forudbetalingAdminWeb.faktura.betalingsmetode')}</legend>
            {METODER.map((m) => (
              <Form.Check
                key={m}
                inline
                type="radio"
                id={`${id}-metode-${m}`}
                name={`${id}-metode`}
                label={egenskab(m).title}
                checked={metode === m}
                disabled={disabled}
                onChange={() => aendr((nu) => ({ ...nu, betalingsmetode: m }))}
              />
            ))}
            <Row className="g-3 mt-0">
              {metode === 'bankOverfoersel'
                ? [betalingsfelt('regNr', 4, 4), betalingsfelt('kontoNummer', 8, 10)]
                : [betalingsfelt('kortArt', 3), betalingsfelt('betalingsId', 5, 16), betalingsfelt('kreditorNummer', 4, 8)]}
            </Row>
            <FeltBeskeder id={`${id}-betaling-fejl`} beskeder={betalingBeskeder} />
          </fieldset>
        </Col>
      </Row>
    </Sektion>
  );
}
