import type { Diagram } from '@engine/diagram';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** One case workflow of a draft, drawn as it would be published (null when ELK cannot lay it out; the check says why). */
export interface UdkastArbejdsgang {
  id: string;
  fil: string;
  titel: string;
  diagram: Diagram | null;
}

export async function hentUdkastArbejdsgange(id: string, signal?: AbortSignal): Promise<UdkastArbejdsgang[]> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}/Arbejdsgange`;
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar)) throw new UventetDataFejl(path);
  return svar as UdkastArbejdsgang[];
}

/** The draft's case workflows; `noegle` changes after each save, so they are drawn anew. */
export function useUdkastArbejdsgange(id: string, noegle: number) {
  return useHent(`definitioner-arbejdsgange:${id}:${noegle}`, (signal) => hentUdkastArbejdsgange(id, signal));
}
