import type { ArbejdsmangelHandling } from '@contract/generated/arbejdsmangel-handling';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { erAdminAnsoegning, hentAnsoegning, type AdminAnsoegning } from './hent-ansoegning';

const path = (id: number) => `/api/ArbejdsmangelAnsoegningAdmin/UdfoerHandlingPaaArbejdsmangelAnsoegning?id=${id}`;

/**
 * Performs one of the workflow's events (tilladteHandlinger) on the application; 409 when its status does not
 * allow it. Resolves to the application read anew, as the answer carries the CPR numbers masked (opdaterAnsoegning).
 */
export async function udfoerHandling(id: number, handling: string, version: number): Promise<AdminAnsoegning> {
  const body: ArbejdsmangelHandling = { handling, version };
  const svar = await apiFetch<unknown>(path(id), { kontekst: 'admin', method: 'PUT', body });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path(id));
  return hentAnsoegning(id);
}
