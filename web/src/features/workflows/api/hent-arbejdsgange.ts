import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';
import type { Arbejdsgang } from '@engine/diagram';

export type { Arbejdsgang };

const path = '/api/Arbejdsgange';

export async function hentArbejdsgange(signal?: AbortSignal): Promise<Arbejdsgang[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as Arbejdsgang[];
}

export function useArbejdsgange() {
  return useHent('arbejdsgange', hentArbejdsgange);
}
