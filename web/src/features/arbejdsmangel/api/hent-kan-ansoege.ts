import { apiFetch, ApiFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** Whether the logged-in company may apply for work-shortage support: 400 means no (SPEC §8). */
export async function hentKanAnsoege(signal?: AbortSignal): Promise<boolean> {
  try {
    await apiFetch<unknown>('/api/ArbejdsmangelAnsoegning/KanAnsoegeOmArbejdsMangel', { kontekst: 'virksomhed', signal });
    return true;
  } catch (fejl) {
    if (fejl instanceof ApiFejl && fejl.status === 400) return false;
    throw fejl;
  }
}

export function useKanAnsoege() {
  return useHent('kan-ansoege-om-arbejdsmangel', hentKanAnsoege);
}
