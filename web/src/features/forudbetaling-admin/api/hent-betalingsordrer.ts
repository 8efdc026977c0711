import type { Betalingsordre } from '@contract/forudbetaling';
import type { BetalingsordrerQuery } from '@contract/generated/betalingsordrer-query';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Betalingsordre };

/** The list's filter: one fund or all, only new or only exported ones, the days approved (YYYY-MM-DD, both included). */
export type Filter = BetalingsordrerQuery;

/** The filter as a query string, without the parts left empty. */
export const filterQuery = (filter: Filter) =>
  new URLSearchParams(Object.entries(filter).filter((felt): felt is [string, string] => Boolean(felt[1])));

/** The payment orders for the filter, oldest first, each with when it was marked exported, if it was. */
export async function hentBetalingsordrer(filter: Filter, signal?: AbortSignal): Promise<Betalingsordre[]> {
  const path = `/api/ForudbetalingAdmin/Betalingsordrer?${filterQuery(filter)}`;
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as Betalingsordre[];
}

/** The orders for the filter; nothing is asked while there is no filter (its dates the wrong way round). */
export function useBetalingsordrer(filter: Filter | undefined) {
  return useHent(`betalingsordrer:${filter ? filterQuery(filter).toString() : '-'}`, (signal) =>
    filter ? hentBetalingsordrer(filter, signal) : Promise.resolve(undefined),
  );
}
