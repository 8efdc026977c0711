import type { DefinitionsudkastKort } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { DefinitionsudkastKort };

const path = '/api/Definitioner/Udkast';

export async function hentUdkastListe(signal?: AbortSignal): Promise<DefinitionsudkastKort[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as DefinitionsudkastKort[];
}

export function useUdkastListe() {
  return useHent('definitioner-udkast', hentUdkastListe);
}
