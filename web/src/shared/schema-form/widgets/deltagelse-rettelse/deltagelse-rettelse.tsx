import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useId, useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import { udenBlanke } from '@engine/trim';
import { Sektion } from '../../../layout/sektion';
import { aendrFelt } from '../aendr-felt';
import { datoGraenser } from '../dato-graenser';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { laesBeloeb, visBeloeb } from '../pris/laes-beloeb';
import './deltagelse-rettelse.css';

interface Deltagelse {
  ansogningId?: number;
  pris?: number | string;
  periodeStart?: string;
  periodeSlut?: string;
}

const PERIODE = ['periodeStart', 'periodeSlut'] as const;

/**
 * `"ui:field": "deltagelse-rettelse"` on the participations the secretariat corrects: one row per
 * participation with its application (formContext.deltagelser: number, course, valid period, fund
 * and fee, the rules' yardsticks, SPEC §5.3) beside its period and price, and their total. Each date
 * is bounded by the other and, where that is empty, by the schema's years (dato-graenser.ts).
 */
export function DeltagelseRettelse(props: FieldProps<Deltagelse[], RJSFSchema, SkemaKontekst>) {
  const { formData = [], onChange, fieldPathId, schema, errorSchema, disabled, registry } = props;
  const id = useId();
  const egenskaber = ((schema.items ?? {}) as RJSFSchema).properties ?? {};
  const titel = (felt: string) => (egenskaber[felt] as RJSFSchema | undefined)?.title ?? felt;
  const ialt = formData.reduce((sum, d) => sum + (typeof d.pris === 'number' ? d.pris : 0), 0);
  const saet = (i: number, felt: keyof Deltagelse, vaerdi: unknown) =>
    aendrFelt(onChange, { ...fieldPathId, path: [...fieldPathId.path, i] }, felt, vaerdi);

  return (
    <Sektion titel={schema.title ?? ''} fuldBredde>
      <Table responsive className="mb-0 align-top">
        <thead>
          <tr>
            <th className="ps-3">{t('forudbetalingAdminWeb.deltagelse.ansoegning')}</th>
            <th>{t('forudbetalingAdminWeb.deltagelse.gaeldende')}</th>
            <th className="text-end">{t('forudbetalingAdminWeb.deltagelse.gebyr')}</th>
            <th>{t('forudbetalingAdminWeb.deltagelse.periode')}</th>
            <th id={`${id}-pris`} className="pe-3 text-end">
              {titel('pris')}
            </th>
          </tr>
        </thead>
        <tbody>
          {formData.map((d, i) => {
            const ansoegning = registry.formContext.deltagelser?.find((a) => a.ansogningId === d.ansogningId);
            const raekkeFejl = errorSchema?.[i] as Record<string, unknown> | undefined;
            const periodeFejl = [...new Set(PERIODE.flatMap((felt) => alleFejl(raekkeFejl?.[felt])))];
            const prisFejl = [...new Set(['pris', 'ansogningId', '__errors'].flatMap((felt) => alleFejl({ [felt]: raekkeFejl?.[felt] })))];
            const raekke = `${id}-raekke-${i}`;
            return (
              <tr key={d.ansogningId ?? i}>
                <td className="ps-3" id={raekke}>
                  <div className="fw-semibold text-nowrap">{ansoegning?.ansoegningsnummer}</div>
                  <div className="small text-body-secondary">{ansoegning?.kursusNavn}</div>
                </td>
                <td className="text-nowrap">
                  {ansoegning?.gaeldendeFra &&
                    ansoegning.gaeldendeTil &&
                    t('forudbetalingAdminWeb.deltagelse.fraTil', {
                      fra: formatDato(ansoegning.gaeldendeFra),
                      til: formatDato(ansoegning.gaeldendeTil),
                    })}
                  {ansoegning?.fond && <div className="small text-body-secondary">{ansoegning.fond}</div>}
                </td>
                <td className="text-end text-nowrap">
                  {ansoegning?.deltagerGebyr !== undefined && formatKroner(ansoegning.deltagerGebyr)}
                </td>
                <td>
                  <div className="d-flex gap-2">
                    {PERIODE.map((felt) => (
                      <Form.Group key={felt} controlId={`${id}-${felt}-${i}`}>
                        <Form.Label className="small mb-0 text-body-secondary">{titel(felt)}</Form.Label>
                        <Form.Control
                          type="date"
                          size="sm"
                          value={d[felt] ?? ''}
                          min={(felt === 'periodeSlut' && d.periodeStart) || datoGraenser(egenskaber[felt]).min}
                          max={(felt === 'periodeStart' && d.periodeSlut) || datoGraenser(egenskaber[felt]).max}
                          disabled={disabled}
                          isInvalid={periodeFejl.length > 0}
                          aria-describedby={`${raekke} ${raekke}-periode-fejl`}
                          onChange={(e: ChangeEvent<HTMLInputElement>) => saet(i, felt, e.target.value || undefined)}
                        />
                      </Form.Group>
                    ))}
                  </div>
                  <Fejlbeskeder id={`${raekke}-periode-fejl`} fejl={periodeFejl} />
                </td>
                <td className="pe-3">
                  <PrisFelt
                    pris={d.pris}
                    disabled={disabled}
                    ugyldig={prisFejl.length > 0}
                    labelledBy={`${id}-pris`}
                    describedBy={`${raekke} ${raekke}-pris-fejl`}
                    onChange={(pris) => saet(i, 'pris', pris)}
                  />
                  <Fejlbeskeder id={`${raekke}-pris-fejl`} fejl={prisFejl} />
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

interface PrisFeltProps {
  pris: number | string | undefined;
  disabled?: boolean;
  ugyldig: boolean;
  labelledBy: string;
  describedBy: string;
  onChange: (pris: number | string | undefined) => void;
}

/** A price typed the Danish way ('5.400,50'), kept as typed; the form gets the amount, or the text when it is none (the schema says why). */
function PrisFelt({ pris, disabled, ugyldig, labelledBy, describedBy, onChange }: PrisFeltProps) {
  const [tekst, setTekst] = useState(() => (typeof pris === 'number' ? visBeloeb(pris) : (pris ?? '')));
  return (
    <InputGroup size="sm" hasValidation className="flex-nowrap mt-3 pris-felt">
      <Form.Control
        inputMode="decimal"
        autoComplete="off"
        className="text-end"
        value={tekst}
        disabled={disabled}
        isInvalid={ugyldig}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setTekst(e.target.value);
          onChange(udenBlanke(e.target.value) === '' ? undefined : (laesBeloeb(e.target.value) ?? e.target.value));
        }}
      />
      <InputGroup.Text>{t('forudbetalingAdminWeb.deltagelse.kr')}</InputGroup.Text>
    </InputGroup>
  );
}
