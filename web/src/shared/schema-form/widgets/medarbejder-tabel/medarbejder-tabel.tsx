import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { formatCpr } from '@engine/format';
import { t } from '@engine/tekster';
import { ugerAtVise } from '@engine/uger';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { formatTimer, samledeTimer, timerUdenforPeriode, type UgeTimer } from '../uge-timer/timer';
import { UdenForPerioden } from './uden-for-perioden';
import { Tabel } from '../../../layout/tabel';
import { beskrevetAf } from '../beskrevet-af';

interface Medarbejder {
  navn?: string;
  cpr?: string;
  kursusTimerPerUge?: UgeTimer[];
}

/**
 * `"ui:field": "medarbejder-tabel"` on an application's employees: name, CPR and hours in the period
 * per row with edit and remove, and an add button that needs a valid formContext periode. Adding,
 * editing and asking before a removal happen in the screen's dialogs (formContext aabnMedarbejder,
 * fjernMedarbejder); the messages of a row show in it. Hours outside the period are marked on their
 * row and summed above the table.
 */
export function MedarbejderTabel(props: FieldProps<Medarbejder[], RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, errorSchema, registry, disabled, readonly } = props;
  const { periode, bekraeftetPeriode, aabnMedarbejder, fjernMedarbejder, fjernTimerUdenforPerioden } = registry.formContext;
  const medarbejdere = formData ?? [];
  const kanTilfoeje = ugerAtVise(periode?.fra ?? '', periode?.til ?? '').length > 0;
  const laast = disabled || readonly;
  const hjaelpId = `${fieldPathId.$id}__hjaelp`;
  const udenfor = medarbejdere.map((m) => samledeTimer(timerUdenforPeriode(m.kursusTimerPerUge, bekraeftetPeriode ?? periode)));
  const udenforIalt = udenfor.reduce((sum, timer) => sum + timer, 0);
  const fjern = (i: number) =>
    fjernMedarbejder
      ? fjernMedarbejder(i)
      : onChange(
          medarbejdere.filter((_, j) => j !== i),
          fieldPathId.path,
        );

  return (
    <>
      {udenforIalt > 0 && <UdenForPerioden timer={udenforIalt} disabled={laast} onFjern={fjernTimerUdenforPerioden} />}
      {medarbejdere.length === 0 ? (
        <p className="text-body-secondary">{t('arbejdsmangelWeb.medarbejdere.ingen')}</p>
      ) : (
        <Tabel hover className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.navn')}</th>
              <th scope="col">{t('arbejdsmangelWeb.medarbejdere.kolonne.cpr')}</th>
              <th scope="col" className="text-end">
                {t('arbejdsmangelWeb.medarbejdere.kolonne.timer')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('arbejdsmangelWeb.medarbejdere.kolonne.handlinger')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {medarbejdere.map((m, i) => {
              const navn = m.navn ?? '';
              const fejl = alleFejl((errorSchema as Record<number, ErrorSchema> | undefined)?.[i]);
              const timerUdenfor = udenfor[i] ?? 0;
              return (
                <tr key={i}>
                  <td>
                    {navn}
                    <Fejlbeskeder id={`${fieldPathId.$id}_${i}__fejl`} fejl={fejl} />
                  </td>
                  <td className="text-nowrap">{formatCpr(m.cpr ?? '')}</td>
                  <td className="text-end">
                    {formatTimer(samledeTimer(m.kursusTimerPerUge) - timerUdenfor)}
                    {timerUdenfor > 0 && (
                      <div className="small text-warning-emphasis">
                        {t('arbejdsmangelWeb.medarbejdere.udenfor', { timer: formatTimer(timerUdenfor) })}
                      </div>
                    )}
                  </td>
                  <td className="text-end text-nowrap">
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm me-2"
                      disabled={laast}
                      aria-label={t('arbejdsmangelWeb.medarbejdere.redigerNavn', { navn })}
                      onClick={() => aabnMedarbejder?.(i)}
                    >
                      {t('arbejdsmangelWeb.medarbejdere.rediger')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      disabled={laast}
                      aria-label={t('arbejdsmangelWeb.medarbejdere.fjernNavn', { navn })}
                      onClick={() => fjern(i)}
                    >
                      {t('arbejdsmangelWeb.medarbejdere.fjern')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Tabel>
      )}
      <button
        type="button"
        // Carries the field's id, so focusing 'Ingen medarbejdere angivet.' lands on the way to fix it.
        id={fieldPathId.$id}
        className="btn btn-outline-primary"
        disabled={laast || !kanTilfoeje}
        aria-describedby={beskrevetAf(fieldPathId.$id, !kanTilfoeje && hjaelpId)}
        onClick={() => aabnMedarbejder?.()}
      >
        {t('arbejdsmangelWeb.medarbejdere.tilfoej')}
      </button>
      {!kanTilfoeje && (
        <small id={hjaelpId} className="form-text d-block">
          {t('arbejdsmangelWeb.medarbejdere.kraeverPeriode')}
        </small>
      )}
    </>
  );
}
