import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** One of the employee's own requests as GET /api/Forudbetaling/MineAnmodninger lists them, newest first. */
export interface MinAnmodning {
  id: number;
  created: string;
  status: string;
  kurser: string[];
  beloebIalt: number;
}

export function hentMineAnmodninger(signal?: AbortSignal): Promise<MinAnmodning[]> {
  return apiFetch<MinAnmodning[]>('/api/Forudbetaling/MineAnmodninger', { kontekst: 'loenmodtager', signal });
}

export function useMineAnmodninger() {
  return useHent('forudbetaling-mine-anmodninger', hentMineAnmodninger);
}
