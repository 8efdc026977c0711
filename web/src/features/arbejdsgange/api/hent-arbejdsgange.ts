import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';
import type { Diagram } from '../../../../../engine/diagram';

/** GET /api/Arbejdsgange: one workflow of workflows/ with its diagram and the cases in each state. */
export interface Arbejdsgang {
  id: string;
  fil: string;
  titel: string;
  diagram: Diagram;
  antal: Record<string, number> | null;
}

const path = '/api/Arbejdsgange';

export async function hentArbejdsgange(signal?: AbortSignal): Promise<Arbejdsgang[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as Arbejdsgang[];
}

export function useArbejdsgange() {
  return useHent('arbejdsgange', hentArbejdsgange);
}
