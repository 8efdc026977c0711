import type { Enighed, Repraesentant } from '@contract/generated/arbejdsmangel-felter';
import type { ArbejdsmangelMedarbejder as Medarbejder } from '@contract/generated/arbejdsmangel-medarbejder';
import type { ArbejdsmangelOpdater as Opdatering } from '@contract/generated/arbejdsmangel-opdater';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { erAdminAnsoegning, type AdminAnsoegning } from './hent-ansoegning';

export type { Enighed, Medarbejder, Opdatering, Repraesentant };

const path = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';

/** Saves the whole application; resolves to the application as stored. */
export async function opdaterAnsoegning(opdatering: Opdatering): Promise<AdminAnsoegning> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', method: 'POST', body: opdatering });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path);
  return svar;
}
