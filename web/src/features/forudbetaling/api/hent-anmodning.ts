import type { LoenmodtagerAnmodning as Anmodning } from '@contract/forudbetaling';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Anmodning };

export function hentAnmodning(id: string, signal?: AbortSignal): Promise<Anmodning> {
  return apiFetch<Anmodning>(`/api/Forudbetaling/HentForudbetalingAnmodning/${encodeURIComponent(id)}`, {
    kontekst: 'loenmodtager',
    signal,
  });
}

export function useAnmodning(id: string) {
  return useHent(`forudbetaling-anmodning:${id}`, (signal) => hentAnmodning(id, signal));
}
