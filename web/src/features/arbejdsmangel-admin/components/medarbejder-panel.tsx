import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { formatCpr } from '@engine/format';
import { t } from '@engine/tekster';
import { ugeNoegle, ugerAtVise } from '@engine/uger';
import { Sektion } from '../../../shared/layout/sektion';
import { formatTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import { kursustimerIAlt, timerIUge } from '../utils/uge-oversigt';
import { RedigerKnap } from './rediger-knap';

interface MedarbejderPanelProps {
  ansoegning: AdminAnsoegning;
  /** Opens the employee dialog for the employee at index, or for a new one; left out when nothing may change. */
  onRediger?: (index?: number) => void;
}

/** The employees: name, CPR, total course hours and the hours of each week of the period. */
export function MedarbejderPanel({ ansoegning, onRediger }: MedarbejderPanelProps) {
  const { startdato, slutdato } = ansoegning.omfang.periode;
  const uger = useMemo(() => ugerAtVise(startdato, slutdato), [startdato, slutdato]);
  const { medarbejdere } = ansoegning;

  return (
    <Sektion className="h-100" titel={t('arbejdsmangelAdminWeb.medarbejdere.titel')}>
      {medarbejdere.length === 0 ? (
        <p>{t('arbejdsmangelAdminWeb.medarbejdere.ingen')}</p>
      ) : (
        <Table striped responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('arbejdsmangelAdminWeb.medarbejdere.navn')}</th>
              <th scope="col">{t('arbejdsmangelAdminWeb.medarbejdere.cpr')}</th>
              <th scope="col" className="text-end">
                {t('arbejdsmangelAdminWeb.medarbejdere.timer')}
              </th>
              {uger.map((uge) => (
                <th key={ugeNoegle(uge)} scope="col" className="text-end text-nowrap">
                  {t('arbejdsmangelAdminWeb.medarbejdere.uge', { ugeNr: uge.ugeNr })}
                </th>
              ))}
              {onRediger && (
                <th scope="col">
                  <span className="visually-hidden">{t('arbejdsmangelAdminWeb.medarbejdere.handlinger')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {medarbejdere.map((m, i) => (
              <tr key={m.id}>
                <th scope="row" className="fw-normal">
                  {m.navn}
                </th>
                <td className="text-nowrap">{formatCpr(m.cprNummer)}</td>
                <td className="text-end text-nowrap">
                  {t('arbejdsmangelAdminWeb.medarbejdere.timerIAlt', { timer: formatTimer(kursustimerIAlt(m)) })}
                </td>
                {uger.map((uge) => {
                  const timer = timerIUge(m, uge);
                  return (
                    <td key={ugeNoegle(uge)} className="text-end">
                      {timer > 0 ? formatTimer(timer) : ''}
                    </td>
                  );
                })}
                {onRediger && (
                  <td className="text-end">
                    <RedigerKnap etiket={t('arbejdsmangelAdminWeb.medarbejdere.rediger', { navn: m.navn })} onClick={() => onRediger(i)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {onRediger && (
        <Button variant="outline-primary" onClick={() => onRediger()}>
          {t('arbejdsmangelAdminWeb.medarbejdere.tilfoej')}
        </Button>
      )}
    </Sektion>
  );
}
