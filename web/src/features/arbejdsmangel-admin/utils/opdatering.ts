import { indenforPeriode } from '@engine/uger';
import type { AdminAnsoegning } from '../api/hent-ansoegning';
import type { Medarbejder, Opdatering, Repraesentant } from '../api/opdater-ansoegning';

/** The data of the dialogs 'Rediger omfang af virksomhed', 'Rediger periode', 'Rediger enighed med medarbejdere'. */
export type OmfangDel = Pick<Opdatering, 'omfang'> & { ansoegningsNavn?: string };
export type PeriodeDel = Pick<Opdatering, 'periode'>;
export type EnighedDel = Pick<Opdatering, 'enighed' | 'medarbejderRepraesentant'>;

// The admin model names scope and agreement its own way (SPEC §3.3; 'Talsrepraesendtant' as spelled there).
const omfangFraEnhed = { Virksomhed: 'HeleVirksomheden', Afdeling: 'Afdeling', Produktionsenhed: 'Produktionsenhed' } as const;
const enighedFraIndgaaetMed = {
  Tillidsrepraesentant: 'Tillidsrepraesentant',
  Talsrepraesendtant: 'TalsrepraesentantEllerAndenPersonMedFuldmagt',
  AlleMedarbejdere: 'SamtligeOmfattedeMedarbejdere',
} as const;

/** The admin read model as the update body (SPEC §7), with its version, ready to be changed by one dialog. */
export function tilOpdatering(model: AdminAnsoegning): Opdatering {
  const { enhed, periode } = model.omfang;
  const { indgaaetMed, repraesentant: r } = model.medarbejderenighed;
  const omfang = omfangFraEnhed[enhed.type];
  const enighed = enighedFraIndgaaetMed[indgaaetMed];
  return {
    id: model.id,
    version: model.version,
    periode: { fra: periode.startdato, til: periode.slutdato },
    omfang,
    ansoegningsNavn: omfang === 'HeleVirksomheden' ? '' : (enhed.navn ?? ''),
    enighed,
    ...(enighed !== 'SamtligeOmfattedeMedarbejdere' && r
      ? { medarbejderRepraesentant: { cpr: r.cprNummer, navn: r.navn, jobTitel: r.jobtitel, email: r.email, telefon: r.telefonnummer } }
      : {}),
    medarbejdere: model.medarbejdere.map((m) => ({
      id: m.id,
      cpr: m.cprNummer,
      navn: m.navn,
      kursusTimerPerUge: m.kursusuger.map((u) => ({ aar: u.aar, ugeNr: u.ugenummer, timerPerUge: u.kursustimer })),
    })),
  };
}

export function omfangDel({ omfang, ansoegningsNavn }: Opdatering): OmfangDel {
  return omfang === 'HeleVirksomheden' ? { omfang } : { omfang, ansoegningsNavn };
}

/** A new scope; the whole company has no unit name (sent as ''). */
export function medOmfang(opdatering: Opdatering, { omfang, ansoegningsNavn = '' }: OmfangDel): Opdatering {
  return { ...opdatering, omfang, ansoegningsNavn: omfang === 'HeleVirksomheden' ? '' : ansoegningsNavn };
}

/** A new period; each employee keeps only the hours of weeks inside it (SPEC §4.3). */
export function medPeriode(opdatering: Opdatering, { periode }: PeriodeDel): Opdatering {
  const { fra, til } = periode;
  return {
    ...opdatering,
    periode: { fra, til },
    medarbejdere: opdatering.medarbejdere.map((m) => ({ ...m, kursusTimerPerUge: indenforPeriode(m.kursusTimerPerUge, fra, til) })),
  };
}

/**
 * The employees a new period leaves without a week of course hours: the hours outside it go (SPEC §4.3), and an
 * employee without any cannot be saved ('Kursustimer skal angives.'), so the secretariat chooses first.
 */
export function udenUgerIPeriode(opdatering: Opdatering, del: PeriodeDel): Medarbejder[] {
  const efter = medPeriode(opdatering, del).medarbejdere;
  return opdatering.medarbejdere.filter((_, i) => efter[i]?.kursusTimerPerUge.length === 0);
}

/** A new period, with the employees it leaves without weeks removed from the application. */
export function medPeriodeUdenTomme(opdatering: Opdatering, del: PeriodeDel): Opdatering {
  const ny = medPeriode(opdatering, del);
  return { ...ny, medarbejdere: ny.medarbejdere.filter((m) => m.kursusTimerPerUge.length > 0) };
}

export function enighedDel({ enighed, medarbejderRepraesentant }: Opdatering): EnighedDel {
  return medarbejderRepraesentant ? { enighed, medarbejderRepraesentant } : { enighed };
}

/** A new agreement; the representative is left out when all employees agreed (SPEC §7). */
export function medEnighed(opdatering: Opdatering, { enighed, medarbejderRepraesentant }: EnighedDel): Opdatering {
  const { medarbejderRepraesentant: _tidligere, ...resten } = opdatering;
  const repraesentant: Repraesentant | undefined = enighed === 'SamtligeOmfattedeMedarbejdere' ? undefined : medarbejderRepraesentant;
  return { ...resten, enighed, ...(repraesentant ? { medarbejderRepraesentant: repraesentant } : {}) };
}

/** The employee at index replaced, or added at the end when index is undefined. */
export function medMedarbejder(opdatering: Opdatering, medarbejder: Medarbejder, index?: number): Opdatering {
  const medarbejdere =
    index === undefined
      ? [...opdatering.medarbejdere, medarbejder]
      : opdatering.medarbejdere.map((m, i) => (i === index ? medarbejder : m));
  return { ...opdatering, medarbejdere };
}

export function udenMedarbejder(opdatering: Opdatering, index: number): Opdatering {
  return { ...opdatering, medarbejdere: opdatering.medarbejdere.filter((_, i) => i !== index) };
}
