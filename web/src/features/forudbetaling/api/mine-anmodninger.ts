import type { MinAnmodning } from '@contract/forudbetaling';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { MinAnmodning };

export function hentMineAnmodninger(signal?: AbortSignal): Promise<MinAnmodning[]> {
  return apiFetch<MinAnmodning[]>('/api/Forudbetaling/MineAnmodninger', { kontekst: 'loenmodtager', signal });
}

export function useMineAnmodninger() {
  return useHent('forudbetaling-mine-anmodninger', hentMineAnmodninger);
}
