import type { LiveDefinitioner } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { LiveDefinitioner };

const path = '/api/Definitioner/Live';

export async function hentLive(signal?: AbortSignal): Promise<LiveDefinitioner> {
  const svar = await apiFetch<LiveDefinitioner>(path, { kontekst: 'admin', signal });
  if (typeof svar?.version !== 'number' || typeof svar.filer !== 'object') throw new UventetDataFejl(path);
  return svar;
}

/** The live set; `noegle` changes when it may have moved (after a publish). */
export function useLive(noegle = '') {
  return useHent(`definitioner-live:${noegle}`, hentLive);
}
