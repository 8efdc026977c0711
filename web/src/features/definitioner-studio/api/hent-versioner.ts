import type { Definitionsversion } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Definitionsversion };

const path = '/api/Definitioner/Versioner';

export async function hentVersioner(signal?: AbortSignal): Promise<Definitionsversion[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as Definitionsversion[];
}

/** Every version, newest first; `noegle` changes after a Genudgiv. */
export function useVersioner(noegle: number) {
  return useHent(`definitioner-versioner:${noegle}`, hentVersioner);
}
