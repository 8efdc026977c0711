import type { Betalingsordre } from '@contract/forudbetaling';
import type { BetalingsordrerQuery } from '@contract/generated/betalingsordrer-query';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Betalingsordre };

/** The period the page shows: days approved, both included (YYYY-MM-DD). */
export type Periode = Pick<BetalingsordrerQuery, 'fraDato' | 'tilDato'>;

/** The payment orders approved in the period, oldest first, each with when it was marked exported, if it was. */
export async function hentBetalingsordrer({ fraDato, tilDato }: Periode, signal?: AbortSignal): Promise<Betalingsordre[]> {
  const query = new URLSearchParams({ ...(fraDato ? { fraDato } : {}), ...(tilDato ? { tilDato } : {}) });
  const path = `/api/ForudbetalingAdmin/Betalingsordrer?${query}`;
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as Betalingsordre[];
}

export function useBetalingsordrer(periode: Periode) {
  return useHent(`betalingsordrer:${periode.fraDato ?? ''}:${periode.tilDato ?? ''}`, (signal) => hentBetalingsordrer(periode, signal));
}
