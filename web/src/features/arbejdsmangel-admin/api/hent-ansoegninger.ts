import type { AnsoegningIListe } from '@contract/arbejdsmangel';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { AnsoegningIListe };

// Every application at once (SPEC §9): the list filters and sorts in the browser.
const path = '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000';

export async function hentAnsoegninger(signal?: AbortSignal): Promise<AnsoegningIListe[]> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  const contents = typeof svar === 'object' && svar !== null ? (svar as { contents?: unknown }).contents : undefined;
  if (!Array.isArray(contents)) throw new UventetDataFejl(path);
  return contents as AnsoegningIListe[];
}

export function useAnsoegninger() {
  return useHent('arbejdsmangel-admin:liste', hentAnsoegninger);
}
