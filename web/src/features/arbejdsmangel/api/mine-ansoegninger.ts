import type { MinAnsoegning } from '@contract/arbejdsmangel';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { MinAnsoegning };

export function hentMineAnsoegninger(signal?: AbortSignal): Promise<MinAnsoegning[]> {
  return apiFetch<MinAnsoegning[]>('/api/ArbejdsmangelAnsoegning/MineAnsoegninger', { kontekst: 'virksomhed', signal });
}

export function useMineAnsoegninger() {
  return useHent('arbejdsmangel-mine-ansoegninger', hentMineAnsoegninger);
}
