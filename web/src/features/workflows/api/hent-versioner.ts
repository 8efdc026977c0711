import type { ArbejdsgangVersioner } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { ArbejdsgangVersioner };

const path = '/api/Arbejdsgange/Versioner';

export async function hentVersioner(signal?: AbortSignal): Promise<ArbejdsgangVersioner[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as ArbejdsgangVersioner[];
}

export function useVersioner() {
  return useHent('arbejdsgange-versioner', hentVersioner);
}
