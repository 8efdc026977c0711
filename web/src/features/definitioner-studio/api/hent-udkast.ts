import type { Definitionsudkast } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Definitionsudkast };

export async function hentUdkast(id: string, signal?: AbortSignal): Promise<Definitionsudkast> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}`;
  const svar = await apiFetch<Definitionsudkast>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.filer)) throw new UventetDataFejl(path);
  return svar;
}

/** One draft; `noegle` changes after each save, so it is read anew. */
export function useUdkast(id: string, noegle: number) {
  return useHent(`definitioner-udkast:${id}:${noegle}`, (signal) => hentUdkast(id, signal));
}
