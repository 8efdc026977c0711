import type { AdminAnsoegning, AnsoegningIListe } from '../../contract/arbejdsmangel';
import type { Enighed, Omfang } from '../../contract/generated/arbejdsmangel-felter';
import { maskerCpr } from '../../engine/format';
import { tilladteHaendelser, erSluttilstand, type Arbejdsgang } from '../../engine/workflow';
import type { ArbejdsmangelAnsoegning } from '../arbejdsmangel/ansoegninger';
import type { SagsEtiketter } from '../definitioner/etiketter';
import type { Definitionsregister } from '../definitioner/register';
import { arbejdsmangelWorkflow } from '../workflows/maskiner';
import { oevrigeOplysninger } from '../oevrige-oplysninger';

// The admin model names scope and agreement its own way (SPEC §3.3, 'Talsrepraesendtant' as spelled there).
const ENHED: Record<Omfang, AdminAnsoegning['omfang']['enhed']['type']> = {
  HeleVirksomheden: 'Virksomhed',
  Afdeling: 'Afdeling',
  Produktionsenhed: 'Produktionsenhed',
};
const INDGAAET_MED: Record<Enighed, AdminAnsoegning['medarbejderenighed']['indgaaetMed']> = {
  Tillidsrepraesentant: 'Tillidsrepraesentant',
  TalsrepraesentantEllerAndenPersonMedFuldmagt: 'Talsrepraesendtant',
  SamtligeOmfattedeMedarbejdere: 'AlleMedarbejdere',
};

/** What a row of the admin list is made from: the list reads only these fields of each application. */
export const LISTEFELTER = [
  'id',
  'oprettelsesTidspunkt',
  'status',
  'senesteStatusSkift',
  'virksomhedsCVR',
  'virksomhedsNavn',
  'omfang',
  'ansoegningsNavn',
  'definitionsversioner',
] as const;

/** A row of the admin list and its export (SPEC §3.3 "List response"), its status also by its own version's label. */
export async function listeItem(
  a: Pick<ArbejdsmangelAnsoegning, (typeof LISTEFELTER)[number]>,
  definitioner: Definitionsregister,
): Promise<AnsoegningIListe> {
  return {
    id: a.id,
    oprettelsesTidspunkt: a.oprettelsesTidspunkt,
    status: a.status,
    // A projection may give the versions as null.
    statusLabel: await definitioner.statusLabel(arbejdsmangelWorkflow, {
      status: a.status,
      definitionsversioner: a.definitionsversioner ?? undefined,
    }),
    senesteStatusSkift: a.senesteStatusSkift,
    virksomhedsCVR: a.virksomhedsCVR,
    virksomhedsNavn: a.virksomhedsNavn,
    omfang: a.omfang,
    ...(a.omfang !== 'HeleVirksomheden' && a.ansoegningsNavn ? { ansoegningsNavn: a.ansoegningsNavn } : {}),
  };
}

/**
 * The admin read model of one application (SPEC §3.3), with what the status allows in the application's
 * workflow version, and the status and the history's status changes by their labels in it (`etiketter`).
 * CPR numbers are whole only when `cprVist`; otherwise masked in the same fields.
 */
export function adminModel(a: ArbejdsmangelAnsoegning, workflow: Arbejdsgang, etiketter: SagsEtiketter, cprVist: boolean): AdminAnsoegning {
  const r = a.medarbejderRepraesentant;
  const cpr = cprVist ? (nummer: string) => nummer : maskerCpr;
  return {
    id: a.id,
    version: a.version,
    ansoegningstidspunkt: a.oprettelsesTidspunkt,
    status: a.status,
    statusLabel: etiketter.statusLabel,
    senesteStatusSkiftTidspunkt: a.senesteStatusSkift ?? a.oprettelsesTidspunkt,
    virksomhedsCVR: a.virksomhedsCVR,
    virksomhedsNavn: a.virksomhedsNavn,
    virksomhed: { navn: a.virksomhedsNavn, cvrNummer: a.virksomhedsCVR },
    omfang: {
      enhed: { type: ENHED[a.omfang], ...(a.omfang !== 'HeleVirksomheden' ? { navn: a.ansoegningsNavn ?? '' } : {}) },
      periode: { startdato: a.periode.fra, slutdato: a.periode.til },
    },
    medarbejderenighed: {
      indgaaetMed: INDGAAET_MED[a.enighed],
      ...(r
        ? { repraesentant: { navn: r.navn, cprNummer: cpr(r.cpr), jobtitel: r.jobTitel, email: r.email, telefonnummer: r.telefon } }
        : {}),
    },
    medarbejdere: a.medarbejdere.map((m) => ({
      id: m.id,
      cprNummer: cpr(m.cpr),
      navn: m.navn,
      kursusuger: m.kursusTimerPerUge.map((u) => ({ aar: u.aar, ugenummer: u.ugeNr, kursustimer: u.timerPerUge })),
    })),
    oevrigeOplysninger: oevrigeOplysninger(a.oevrige, 'arbejdsmangel-opret'),
    historik: etiketter.historik,
    kanRettes: !erSluttilstand(workflow, a.status),
    tilladteHandlinger: tilladteHaendelser(workflow, a.status),
  };
}
