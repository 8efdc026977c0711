import type { VirksomhedensAnsoegning } from '@contract/arbejdsmangel';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { VirksomhedensAnsoegning };

export function hentMinAnsoegning(id: string, signal?: AbortSignal): Promise<VirksomhedensAnsoegning> {
  return apiFetch<VirksomhedensAnsoegning>(`/api/ArbejdsmangelAnsoegning/MinAnsoegning/${encodeURIComponent(id)}`, {
    kontekst: 'virksomhed',
    signal,
  });
}

export function useMinAnsoegning(id: string) {
  return useHent(`arbejdsmangel-min-ansoegning:${id}`, (signal) => hentMinAnsoegning(id, signal));
}
