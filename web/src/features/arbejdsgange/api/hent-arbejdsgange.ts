import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export interface Punkt {
  x: number;
  y: number;
}

/** One state of a diagram, laid out by the server (ELK) from the workflow definition. */
export interface DiagramTilstand extends Punkt {
  id: string;
  label: string;
  bredde: number;
  hoejde: number;
  start: boolean;
  slut: boolean;
}

export interface DiagramOvergang {
  fra: string;
  til: string;
  label: string;
  punkter: Punkt[];
  labelPos: (Punkt & { bredde: number; hoejde: number }) | null;
}

/** GET /api/Arbejdsgange: one workflow of workflows/ with its diagram and the cases in each state. */
export interface Arbejdsgang {
  id: string;
  fil: string;
  titel: string;
  diagram: { bredde: number; hoejde: number; startpunkt: Punkt; tilstande: DiagramTilstand[]; overgange: DiagramOvergang[] };
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
