import { tilladteHaendelser } from '../../engine/workflow';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import { deltagelserVisning, fakturaVisning } from '../forudbetaling/visning';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';
import { anmodningWorkflow } from '../workflows';

/** A CPR number shown as its birth date part only, until an admin reveals it. */
export const maskerCpr = (cpr: string) => (cpr.length >= 6 ? `${cpr.slice(0, 6)}-****` : '****');

const fondNavne = (a: Pick<Anmodning, 'deltagelser'>, kursusansoegninger: Kursusansoegninger) =>
  [...new Set(a.deltagelser.map((d) => kursusansoegninger.fond(d.fondId).navn))].join(', ');

/** A row of the admin lists (SPEC §3.2 "List item"). */
export function adminListeItem(
  a: Pick<Anmodning, 'id' | 'created' | 'deltagelser' | 'personNavn' | 'status'>,
  kursusansoegninger: Kursusansoegninger,
) {
  return {
    anmodningId: a.id,
    oprettetDen: a.created,
    fond: fondNavne(a, kursusansoegninger),
    personNavn: a.personNavn,
    antalAnsoegninger: a.deltagelser.length,
    beloebIalt: beloebIalt(a),
    status: a.status,
  };
}

/** The admin detail (SPEC §3.2), with the CPR masked, the history, and the handlings the status allows. */
export function adminDetalje(a: Anmodning, kursusansoegninger: Kursusansoegninger) {
  return {
    id: a.id,
    created: a.created,
    status: a.status,
    version: a.version,
    personId: a.loenmodtagerId,
    personNavn: a.personNavn,
    personCpr: maskerCpr(a.personCpr),
    fond: fondNavne(a, kursusansoegninger),
    beloebIalt: beloebIalt(a),
    faktura: fakturaVisning(a, 'ForudbetalingAdmin'),
    deltagelser: deltagelserVisning(a),
    betingelser: { type: a.betingelser.type, indhold: a.betingelser.indhold },
    historik: a.historik,
    tilladteHandlinger: tilladteHaendelser(anmodningWorkflow, a.status),
  };
}
