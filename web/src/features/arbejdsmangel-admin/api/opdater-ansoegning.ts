import type { Enighed, Repraesentant } from '@contract/generated/arbejdsmangel-felter';
import type { ArbejdsmangelMedarbejder as Medarbejder } from '@contract/generated/arbejdsmangel-medarbejder';
import type { ArbejdsmangelOpdater as Opdatering } from '@contract/generated/arbejdsmangel-opdater';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { erAdminAnsoegning, hentAnsoegning, type AdminAnsoegning } from './hent-ansoegning';

export type { Enighed, Medarbejder, Opdatering, Repraesentant };

const path = '/api/ArbejdsmangelAnsoegningAdmin/OpdaterArbejdsmangelAnsoegningAdmin';

/**
 * Saves the whole application; resolves to the application as stored, read anew: the change's own answer
 * carries the CPR numbers masked (it is kept by Idempotency-Key), and the next edit sends them whole.
 */
export async function opdaterAnsoegning(opdatering: Opdatering): Promise<AdminAnsoegning> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', method: 'POST', body: opdatering });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path);
  return hentAnsoegning(svar.id);
}
