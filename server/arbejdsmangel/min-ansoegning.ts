import type { VirksomhedensAnsoegning } from '../../contract/arbejdsmangel';
import type { SagsEtiketter } from '../definitioner/etiketter';
import type { ArbejdsmangelAnsoegning } from './ansoegninger';

/**
 * One application as its company reads it: what it sent and the decisions on it, each status by its
 * label in the application's own workflow version (`etiketter`). Who in the secretariat acted and
 * what a correction changed stay the secretariat's; no CPR number leaves.
 */
export function minAnsoegning(a: ArbejdsmangelAnsoegning, etiketter: SagsEtiketter): VirksomhedensAnsoegning {
  return {
    id: a.id,
    oprettelsesTidspunkt: a.oprettelsesTidspunkt,
    status: a.status,
    statusLabel: etiketter.statusLabel,
    senesteStatusSkift: a.senesteStatusSkift,
    omfang: a.omfang,
    ...(a.ansoegningsNavn ? { ansoegningsNavn: a.ansoegningsNavn } : {}),
    periode: { fra: a.periode.fra, til: a.periode.til },
    enighed: a.enighed,
    medarbejdere: a.medarbejdere.map((m) => ({
      navn: m.navn,
      kursustimer: m.kursusTimerPerUge.reduce((sum, u) => sum + u.timerPerUge, 0),
      kursusTimerPerUge: m.kursusTimerPerUge.map(({ aar, ugeNr, timerPerUge }) => ({ aar, ugeNr, timerPerUge })),
    })),
    historik: etiketter.historik.map((p) => ({
      tidspunkt: p.tidspunkt,
      handling: p.handling,
      ...(p.statusLabels ? { statusLabels: p.statusLabels } : {}),
    })),
  };
}
