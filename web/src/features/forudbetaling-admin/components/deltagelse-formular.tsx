import type { RJSFSchema } from '@rjsf/utils';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { Sektion } from '../../../shared/layout/sektion';
import { schemaMedId } from '../../../shared/schema-form/schemas';
import type { DeltagelseDetalje } from '../api/hent-anmodning';
import type { Rettelsestilstand } from '../hooks/use-rettelse';
import { beskederVed } from '../utils/tjek-rettelse';
import { FeltBeskeder } from './felt-beskeder';
import '../forudbetaling-admin.css';

// The date inputs are labelled as the schema the server checks with names them.
const deltagelseSchema = (schemaMedId('forudbetaling-admin-opdater').properties?.['deltagelser'] as RJSFSchema).items as RJSFSchema;
const titel = (felt: string) => (deltagelseSchema.properties?.[felt] as RJSFSchema | undefined)?.title ?? felt;

interface DeltagelseFormularProps {
  ret: Rettelsestilstand;
  deltagelser: readonly DeltagelseDetalje[];
  disabled: boolean;
}

/**
 * The applications section, editable: per participation its period and price, beside the
 * application's valid period and fee they are checked against (SPEC §5.3).
 */
export function DeltagelseFormular({ ret, deltagelser, disabled }: DeltagelseFormularProps) {
  const { formular, aendr, fejl, opslag } = ret;
  const id = useId();
  const saet = (i: number, felt: 'pris' | 'periodeStart' | 'periodeSlut', vaerdi: string) =>
    aendr((nu) => ({ ...nu, deltagelser: nu.deltagelser.map((d, j) => (j === i ? { ...d, [felt]: vaerdi } : d)) }));
  const ialt = formular.deltagelser.reduce((sum, d) => sum + (Number(d.pris) || 0), 0);

  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.ansoegninger')} fuldBredde>
      <Table responsive className="mb-0 align-top">
        <thead>
          <tr>
            <th className="ps-3">{t('forudbetalingAdminWeb.deltagelse.ansoegning')}</th>
            <th>{t('forudbetalingAdminWeb.deltagelse.gaeldende')}</th>
            <th className="text-end">{t('forudbetalingAdminWeb.deltagelse.gebyr')}</th>
            <th id={`${id}-periode`}>{t('forudbetalingAdminWeb.deltagelse.periode')}</th>
            <th id={`${id}-pris`} className="pe-3 text-end">
              {t('forudbetalingAdminWeb.deltagelse.pris')}
            </th>
          </tr>
        </thead>
        <tbody>
          {formular.deltagelser.map((d, i) => {
            const detalje = deltagelser.find((x) => x.ansogningId === d.ansogningId);
            const ansoegning = opslag.ansoegninger.get(d.ansogningId);
            const periodeBeskeder = beskederVed(fejl, `/deltagelser/${i}/periodeStart`, `/deltagelser/${i}/periodeSlut`);
            const prisBeskeder = beskederVed(fejl, `/deltagelser/${i}/pris`, `/deltagelser/${i}/ansogningId`);
            const raekke = `${id}-raekke-${i}`;
            return (
              <tr key={d.ansogningId}>
                <td className="ps-3" id={raekke}>
                  <div className="fw-semibold text-nowrap">{detalje?.ansoegningsnummer}</div>
                  <div className="small text-body-secondary">{detalje?.kursusNavn}</div>
                </td>
                <td className="text-nowrap">
                  {ansoegning &&
                    t('forudbetalingAdminWeb.deltagelse.fraTil', {
                      fra: formatDato(ansoegning.gaeldendeFra),
                      til: formatDato(ansoegning.gaeldendeTil),
                    })}
                  {ansoegning && <div className="small text-body-secondary">{ansoegning.fond}</div>}
                </td>
                <td className="text-end text-nowrap">{ansoegning && formatKroner(ansoegning.deltagerGebyr)}</td>
                <td>
                  <div className="d-flex gap-2">
                    {(['periodeStart', 'periodeSlut'] as const).map((felt) => (
                      <Form.Group key={felt} controlId={`${id}-${felt}-${i}`}>
                        <Form.Label className="small mb-0 text-body-secondary">{titel(felt)}</Form.Label>
                        <Form.Control
                          type="date"
                          size="sm"
                          value={d[felt]}
                          min={felt === 'periodeSlut' ? d.periodeStart || undefined : undefined}
                          max={felt === 'periodeStart' ? d.periodeSlut || undefined : undefined}
                          disabled={disabled}
                          isInvalid={periodeBeskeder.length > 0}
                          aria-describedby={`${raekke} ${raekke}-periode-fejl`}
                          onChange={(e) => saet(i, felt, e.target.value)}
                        />
                      </Form.Group>
                    ))}
                  </div>
                  <FeltBeskeder id={`${raekke}-periode-fejl`} beskeder={periodeBeskeder} />
                </td>
                <td className="pe-3">
                  <InputGroup size="sm" hasValidation className="flex-nowrap mt-3 pris-felt">
                    <Form.Control
                      type="number"
                      inputMode="decimal"
                      min={0}
                      step="0.01"
                      className="text-end"
                      value={d.pris}
                      disabled={disabled}
                      isInvalid={prisBeskeder.length > 0}
                      aria-labelledby={`${id}-pris`}
                      aria-describedby={`${raekke} ${raekke}-pris-fejl`}
                      onChange={(e) => saet(i, 'pris', e.target.value)}
                    />
                    <InputGroup.Text>{t('forudbetalingAdminWeb.deltagelse.kr')}</InputGroup.Text>
                  </InputGroup>
                  <FeltBeskeder id={`${raekke}-pris-fejl`} beskeder={prisBeskeder} />
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <td className="ps-3" colSpan={4}>
              {t('forudbetalingAdminWeb.deltagelse.ialt')}
            </td>
            <td className="pe-3 text-end text-nowrap">{formatKroner(ialt)}</td>
          </tr>
        </tfoot>
      </Table>
    </Sektion>
  );
}
