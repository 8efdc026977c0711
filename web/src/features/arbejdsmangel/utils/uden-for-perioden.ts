import type { FeltFejl } from '@engine/felt-fejl';
import { t } from '@engine/tekster';
import { indenforPeriode, ugerAtVise } from '@engine/uger';
import { samledeTimer, timerUdenforPeriode, type UgeTimer } from '../../../shared/schema-form/widgets/uge-timer/timer';

type Periode = { fra?: string; til?: string } | undefined;
interface MedTimer {
  kursusTimerPerUge?: readonly UgeTimer[];
}

/** All hours of the employees in weeks outside the period; none while the period is not valid. */
export function timerUdenforPerioden(medarbejdere: readonly MedTimer[] | undefined, periode: Periode): number {
  return (medarbejdere ?? []).reduce((sum, m) => sum + samledeTimer(timerUdenforPeriode(m.kursusTimerPerUge, periode)), 0);
}

/**
 * The application without the hours of weeks outside its period: what is sent, and what the person
 * confirms. Those hours are kept while the period is edited (issue 15: a date typed digit by digit
 * passes through periods that would drop them), so a period that is not valid drops nothing.
 */
export function udenTimerUdenforPerioden<A extends { periode?: Periode; medarbejdere?: readonly MedTimer[] }>(ansoegning: A): A {
  const { fra = '', til = '' } = ansoegning.periode ?? {};
  if (ugerAtVise(fra, til).length === 0 || !ansoegning.medarbejdere) return ansoegning;
  return {
    ...ansoegning,
    medarbejdere: ansoegning.medarbejdere.map((m) => ({ ...m, kursusTimerPerUge: indenforPeriode(m.kursusTimerPerUge ?? [], fra, til) })),
  };
}

/** A message on each employee who has hours, but none in the period: sent without them, the row would have none. */
export function ingenTimerIPerioden(medarbejdere: readonly MedTimer[] | undefined, periode: Periode): FeltFejl[] {
  return (medarbejdere ?? []).flatMap((m, i) => {
    const alle = samledeTimer(m.kursusTimerPerUge);
    const udenfor = samledeTimer(timerUdenforPeriode(m.kursusTimerPerUge, periode));
    return alle > 0 && alle === udenfor
      ? [{ path: `/medarbejdere/${i}/kursusTimerPerUge`, message: t('arbejdsmangelWeb.udenfor.ingenIPerioden') }]
      : [];
  });
}
