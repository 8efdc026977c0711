import { indenforPeriode, ugerIPeriode } from '../../../../../engine/uger';
import type { ArbejdsmangelAnsoegning } from '../api/opret-ansoegning';

type Kladde = Partial<ArbejdsmangelAnsoegning>;

/**
 * The draft after a change: when the period has changed into a valid one, each employee keeps only
 * the hours of weeks inside it (SPEC §4.3). A period that is empty or reversed, e.g. while a date
 * is being typed, drops nothing.
 */
export function efterPeriodeskift(forrige: Kladde, ny: Kladde): Kladde {
  const { fra = '', til = '' } = ny.periode ?? {};
  const uaendret = fra === (forrige.periode?.fra ?? '') && til === (forrige.periode?.til ?? '');
  if (uaendret || ugerIPeriode(fra, til).length === 0 || !ny.medarbejdere) return ny;
  return {
    ...ny,
    medarbejdere: ny.medarbejdere.map((m) => ({ ...m, kursusTimerPerUge: indenforPeriode(m.kursusTimerPerUge ?? [], fra, til) })),
  };
}
