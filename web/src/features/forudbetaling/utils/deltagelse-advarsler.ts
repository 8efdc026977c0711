import { erBeloebForStort, erPeriodeUdenfor } from '@engine/deltagelse-ramme';
import { erGyldigDato } from '@engine/formats/dato';
import { formatDato, formatKroner } from '@engine/format';
import { t } from '@engine/tekster';
import type { Kladde } from '@workflows/forudbetaling-wizard';

/**
 * Early warnings on the participation step, by JSON Pointer of the field: a price above the
 * application's fee, a period outside its valid period. The secretariat's check (engine/deltagelse-ramme)
 * refuses these; the employee may still continue. A value the step's own rules refuse gets no warning.
 */
export function deltagelseAdvarsler(kladde: Kladde): Record<string, string[]> {
  const advarsler: Record<string, string[]> = {};
  kladde.deltagelser.forEach(({ tilskud, pris, periode }, i) => {
    const { deltagerGebyr, gaeldendeFra, gaeldendeTil } = tilskud;
    if (deltagerGebyr === undefined || gaeldendeFra === undefined || gaeldendeTil === undefined) return;
    const ramme = { deltagerGebyr, gaeldendeFra, gaeldendeTil };
    if (typeof pris === 'number' && pris > 0 && erBeloebForStort(pris, ramme)) {
      advarsler[`/deltagelser/${i}/pris`] = [t('forudbetalingWeb.deltagelse.beloebForStort', { gebyr: formatKroner(deltagerGebyr) })];
    }
    const start = periode?.startdato ?? '';
    const slut = periode?.afslutningsdato ?? '';
    if (erGyldigDato(start) && erGyldigDato(slut) && start <= slut && erPeriodeUdenfor({ periodeStart: start, periodeSlut: slut }, ramme)) {
      advarsler[`/deltagelser/${i}/periode`] = [
        t('forudbetalingWeb.deltagelse.periodeUdenfor', { fra: formatDato(gaeldendeFra), til: formatDato(gaeldendeTil) }),
      ];
    }
  });
  return advarsler;
}
