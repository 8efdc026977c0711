import type { AnmodningListeItem, BehandletAnmodning, MuligDublet } from '../../contract/forudbetaling';
import { maskerCpr } from '../../engine/format';
import { tilladteHaendelser, type Arbejdsgang } from '../../engine/workflow';
import { beloebIalt, type Anmodning } from '../forudbetaling/anmodninger';
import { deltagelserVisning, fakturaVisning } from '../forudbetaling/visning';
import type { Kursusansoegninger } from '../kursusansoegning/kursusansoegninger';
import { vistIndhold } from '../tekst/index';
import type { SagsEtiketter } from '../definitioner/etiketter';
import type { Definitionsregister } from '../definitioner/register';
import { anmodningWorkflow } from '../workflows/maskiner';
import { oevrigeOplysninger } from '../oevrige-oplysninger';

const fondNavne = (a: Pick<Anmodning, 'deltagelser'>, kursusansoegninger: Kursusansoegninger) =>
  [...new Set(a.deltagelser.map((d) => kursusansoegninger.fond(d.fondId).navn))].join(', ');

type MedVersion = Pick<Anmodning, 'status' | 'definitionsversioner'>;

/** The status's label in the request's own workflow version (a projection may give the versions as null). */
const statusLabel = (definitioner: Definitionsregister, a: MedVersion) =>
  definitioner.statusLabel(anmodningWorkflow, { status: a.status, definitionsversioner: a.definitionsversioner ?? undefined });

/** A row of the admin lists and their exports (SPEC §3.2 "List item"), its status also by its own version's label. */
export async function adminListeItem(
  a: Pick<Anmodning, 'id' | 'created' | 'deltagelser' | 'personNavn'> & MedVersion,
  kursusansoegninger: Kursusansoegninger,
  definitioner: Definitionsregister,
): Promise<AnmodningListeItem> {
  return {
    anmodningId: a.id,
    oprettetDen: a.created,
    fond: fondNavne(a, kursusansoegninger),
    personNavn: a.personNavn,
    antalAnsoegninger: a.deltagelser.length,
    beloebIalt: beloebIalt(a),
    status: a.status,
    statusLabel: await statusLabel(definitioner, a),
  };
}

/** Another request the handling page names in a warning, linked, its status by its own version's label. */
export const dublet = async (
  b: Pick<Anmodning, 'id' | 'created'> & MedVersion,
  definitioner: Definitionsregister,
): Promise<MuligDublet> => ({
  anmodningId: b.id,
  oprettetDen: b.created,
  status: b.status,
  statusLabel: await statusLabel(definitioner, b),
});

/**
 * The admin detail (SPEC §3.2), with the CPR masked, the history, and the handlings the status allows in the request's
 * workflow version; the status and the history's status changes also by their labels in that version (`etiketter`).
 */
export function adminDetalje(
  a: Anmodning,
  kursusansoegninger: Kursusansoegninger,
  workflow: Arbejdsgang,
  etiketter: SagsEtiketter,
): BehandletAnmodning {
  return {
    id: a.id,
    created: a.created,
    status: a.status,
    statusLabel: etiketter.statusLabel,
    version: a.version,
    personId: a.loenmodtagerId,
    personNavn: a.personNavn,
    personCpr: maskerCpr(a.personCpr),
    fond: fondNavne(a, kursusansoegninger),
    beloebIalt: beloebIalt(a),
    faktura: fakturaVisning(a, 'ForudbetalingAdmin'),
    deltagelser: deltagelserVisning(a),
    betingelser: { type: a.betingelser.type, indhold: vistIndhold(a.betingelser) },
    ...(a.begrundelse ? { begrundelse: a.begrundelse } : {}),
    oevrigeOplysninger: oevrigeOplysninger(a.oevrige, 'forudbetaling-opret'),
    ...(a.oevrige ? { oevrige: a.oevrige } : {}),
    historik: etiketter.historik,
    tilladteHandlinger: tilladteHaendelser(workflow, a.status),
  };
}

/** How many days apart two requests may be made and still be possible duplicates. */
export const DUBLET_DAGE = 30;
const TREDIVE_DAGE = DUBLET_DAGE * 24 * 60 * 60 * 1000;

/**
 * Other requests to the same supplier (CVR) for the same total, made within 30 days of this one:
 * perhaps the same invoice sent again under another number. The handling page warns about them.
 */
export function muligeDubletter(
  a: Anmodning,
  alle: readonly (Pick<Anmodning, 'id' | 'created' | 'faktura' | 'deltagelser'> & MedVersion)[],
  definitioner: Definitionsregister,
): Promise<MuligDublet[]> {
  const tid = Date.parse(a.created);
  const beloeb = beloebIalt(a);
  const fundne = alle
    .filter(
      (b) =>
        b.id !== a.id &&
        b.faktura.cvr === a.faktura.cvr &&
        beloebIalt(b) === beloeb &&
        Math.abs(Date.parse(b.created) - tid) <= TREDIVE_DAGE,
    )
    .sort((x, y) => x.created.localeCompare(y.created) || x.id - y.id)
    .map((b) => dublet(b, definitioner));
  return Promise.all(fundne);
}
