import { formatCpr } from '@engine/format';
import { t } from '@engine/tekster';
import { ugeNoegle, ugerAtVise } from '@engine/uger';
import { formatTimer, samledeTimer, timerForUge } from '../../../shared/schema-form/widgets/uge-timer/timer';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';
import { Tabel } from '../../../shared/layout/tabel';

/** Each employee with the hours of every week of the period and their total, and the totals per week. */
export function MedarbejderOversigt({ ansoegning }: { ansoegning: ArbejdsmangelAnsoegning }) {
  const uger = ugerAtVise(ansoegning.periode.fra, ansoegning.periode.til);
  const { medarbejdere } = ansoegning;
  const ugeSum = (i: number) => medarbejdere.reduce((sum, m) => sum + Number(timerForUge(m.kursusTimerPerUge, uger[i]!) ?? 0), 0);
  return (
    <Tabel lille className="align-middle mb-0">
      <thead>
        <tr>
          <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.navn')}</th>
          <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.cpr')}</th>
          {uger.map((uge) => (
            <th key={ugeNoegle(uge)} scope="col" className="text-end text-nowrap">
              {t('arbejdsmangelWeb.kontrol.uge', { ugeNr: uge.ugeNr, aar: uge.aar })}
            </th>
          ))}
          <th scope="col" className="text-end">
            {t('arbejdsmangelWeb.kontrol.iAlt')}
          </th>
        </tr>
      </thead>
      <tbody>
        {medarbejdere.map((m) => (
          <tr key={m.cpr}>
            <th scope="row" className="fw-normal">
              {m.navn}
            </th>
            <td className="text-nowrap">{formatCpr(m.cpr)}</td>
            {uger.map((uge) => {
              const timer = timerForUge(m.kursusTimerPerUge, uge);
              return (
                <td key={ugeNoegle(uge)} className="text-end">
                  {typeof timer === 'number' ? formatTimer(timer) : '–'}
                </td>
              );
            })}
            <td className="text-end fw-semibold">{formatTimer(samledeTimer(m.kursusTimerPerUge))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('arbejdsmangelWeb.kontrol.alleMedarbejdere')}
          </th>
          {uger.map((uge, i) => (
            <td key={ugeNoegle(uge)} className="text-end fw-semibold">
              {formatTimer(ugeSum(i))}
            </td>
          ))}
          <td className="text-end fw-bold">{formatTimer(medarbejdere.reduce((sum, m) => sum + samledeTimer(m.kursusTimerPerUge), 0))}</td>
        </tr>
      </tfoot>
    </Tabel>
  );
}

/**
 * The same in lines, for the review on the form above its own employee table: each employee's weeks
 * with hours and total, then the total of all (no second table whose rows repeat the form's).
 */
export function MedarbejderLinjer({ ansoegning }: { ansoegning: ArbejdsmangelAnsoegning }) {
  const uger = ugerAtVise(ansoegning.periode.fra, ansoegning.periode.til);
  const { medarbejdere } = ansoegning;
  const iAlt = (timer: number) => t('arbejdsmangelWeb.kontrol.iAltTimer', { timer: formatTimer(timer) });
  return (
    <dl className="row mb-0 pt-2">
      {medarbejdere.flatMap((m) => {
        const ugerMedTimer = uger.flatMap((uge) => {
          const timer = timerForUge(m.kursusTimerPerUge, uge);
          return typeof timer === 'number'
            ? [t('arbejdsmangelWeb.kontrol.ugeTimer', { ugeNr: uge.ugeNr, aar: uge.aar, timer: formatTimer(timer) })]
            : [];
        });
        return [
          <dt key={`${m.cpr}-navn`} className="col-sm-4 fw-normal text-body-secondary">
            {m.navn} ({formatCpr(m.cpr)})
          </dt>,
          <dd key={`${m.cpr}-timer`} className="col-sm-8">
            {[...ugerMedTimer, iAlt(samledeTimer(m.kursusTimerPerUge))].join(t('arbejdsmangelWeb.kontrol.adskiller'))}
          </dd>,
        ];
      })}
      <dt className="col-sm-4 fw-normal text-body-secondary">{t('arbejdsmangelWeb.kontrol.alleMedarbejdere')}</dt>
      <dd className="col-sm-8 fw-semibold">{iAlt(medarbejdere.reduce((sum, m) => sum + samledeTimer(m.kursusTimerPerUge), 0))}</dd>
    </dl>
  );
}
