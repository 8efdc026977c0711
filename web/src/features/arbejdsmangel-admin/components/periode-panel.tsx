import { useMemo } from 'react';
import Table from 'react-bootstrap/Table';
import { formatDato } from '@engine/format';
import { t } from '@engine/tekster';
import { dageIPeriode, ugeNoegle } from '@engine/uger';
import { Sektion } from '../../../shared/layout/sektion';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { ugeOversigt } from '../utils/uge-oversigt';
import { RedigerKnap } from './rediger-knap';

interface PeriodePanelProps {
  ansoegning: AdminAnsoegning;
  onRediger?: () => void;
}

/** Periode: dates, length, and each ISO week with how many employees have course hours in it. */
export function PeriodePanel({ ansoegning, onRediger }: PeriodePanelProps) {
  const { startdato, slutdato } = ansoegning.omfang.periode;
  const uger = useMemo(() => ugeOversigt(startdato, slutdato, ansoegning.medarbejdere), [startdato, slutdato, ansoegning.medarbejdere]);
  return (
    <Sektion
      titel={t('arbejdsmangelAdminWeb.periode.titel')}
      className="h-100"
      handling={onRediger && <RedigerKnap etiket={t('arbejdsmangelAdminWeb.periode.rediger')} onClick={onRediger} />}
    >
      <p className="fs-5 mb-1">{t('arbejdsmangelAdminWeb.periode.interval', { fra: formatDato(startdato), til: formatDato(slutdato) })}</p>
      <p className="text-body-secondary">
        {t('arbejdsmangelAdminWeb.periode.varighed', { dage: dageIPeriode(startdato, slutdato), uger: uger.length })}
      </p>
      <Table size="sm" className="mb-0">
        <thead>
          <tr>
            <th scope="col">{t('arbejdsmangelAdminWeb.periode.uge')}</th>
            <th scope="col" className="text-end">
              {t('arbejdsmangelAdminWeb.periode.medarbejdere')}
            </th>
          </tr>
        </thead>
        <tbody>
          {uger.map((uge) => (
            <tr key={ugeNoegle(uge)}>
              <td className="text-nowrap">{t('arbejdsmangelAdminWeb.periode.ugeNr', { ugeNr: uge.ugeNr, aar: uge.aar })}</td>
              <td className="text-end">{uge.antal}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sektion>
  );
}
