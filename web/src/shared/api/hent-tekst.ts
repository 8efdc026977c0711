import type { SideTekstIndhold } from '@contract/tekst';
import { apiFetch, UventetDataFejl } from './client';
import { useHent } from './use-hent';

export type { SideTekstIndhold };

export async function hentTekst(noegle: string, signal?: AbortSignal): Promise<SideTekstIndhold> {
  const path = `/api/Tekst/${encodeURIComponent(noegle)}`;
  // Public texts: no session is needed, so the context only matters for a 401 that does not come.
  const svar = await apiFetch<unknown>(path, { kontekst: 'loenmodtager', signal });
  if (!erSideTekst(svar)) throw new UventetDataFejl(path);
  return svar;
}

export function useTekst(noegle: string) {
  return useHent(`tekst:${noegle}`, (signal) => hentTekst(noegle, signal));
}

function erSideTekst(value: unknown): value is SideTekstIndhold {
  if (typeof value !== 'object' || value === null) return false;
  const { noegle, type, indhold } = value as Record<string, unknown>;
  return typeof noegle === 'string' && typeof indhold === 'string' && (type === 'text' || type === 'html' || type === 'preformatted');
}
