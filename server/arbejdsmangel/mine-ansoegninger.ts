import type { MinAnsoegning } from '../../contract/arbejdsmangel';
import type { ArbejdsmangelAnsoegning } from './ansoegninger';

/**
 * The applications of the company with this CVR, newest first: what its start page lists. No CPR
 * number or name of an employee is in it; the company sees them on its receipt only.
 */
export function mineAnsoegninger(alle: readonly ArbejdsmangelAnsoegning[], cvr: string): MinAnsoegning[] {
  return alle
    .filter((a) => a.virksomhedsCVR === cvr)
    .sort((a, b) => b.oprettelsesTidspunkt.localeCompare(a.oprettelsesTidspunkt) || b.id - a.id)
    .map((a) => ({
      id: a.id,
      oprettelsesTidspunkt: a.oprettelsesTidspunkt,
      status: a.status,
      senesteStatusSkift: a.senesteStatusSkift,
      omfang: a.omfang,
      ...(a.ansoegningsNavn ? { ansoegningsNavn: a.ansoegningsNavn } : {}),
      periode: { fra: a.periode.fra, til: a.periode.til },
      antalMedarbejdere: a.medarbejdere.length,
      kursustimer: a.medarbejdere.reduce((sum, m) => sum + m.kursusTimerPerUge.reduce((s, u) => s + u.timerPerUge, 0), 0),
    }));
}
