import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { erAdminAnsoegning, type AdminAnsoegning, type Omfang } from './hent-ansoegning';

export type Enighed = 'SamtligeOmfattedeMedarbejdere' | 'Tillidsrepraesentant' | 'TalsrepraesentantEllerAndenPersonMedFuldmagt';

/** One employee in the update body; a new one has no id (schemas/arbejdsmangel-medarbejder.schema.json). */
export interface Medarbejder {
  id?: number;
  navn: string;
  cpr: string;
  kursusTimerPerUge: { aar: number; ugeNr: number; timerPerUge: number }[];
}

export interface Repraesentant {
  cpr: string;
  navn: string;
  jobTitel: string;
  email: string;
  telefon: string;
}

/** The whole application as POST OpdaterArbejdsmangelAnsoegningAdmin takes it (SPEC §7, schemas/arbejdsmangel-opdater). */
export interface Opdatering {
  id: number;
  version?: number;
  periode: { fra: string; til: string };
  omfang: Omfang;
  /** '' for the whole company. */
  ansoegningsNavn: string;
  enighed: Enighed;
  /** Left out when all employees agreed. */
  medarbejderRepraesentant?: Repraesentant;
  medarbejdere: Medarbejder[];
}

const path = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';

/** Saves the whole application; resolves to the application as stored. */
export async function opdaterAnsoegning(opdatering: Opdatering): Promise<AdminAnsoegning> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', method: 'POST', body: opdatering });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path);
  return svar;
}
