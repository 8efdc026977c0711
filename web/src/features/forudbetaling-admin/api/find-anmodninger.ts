import type { AnmodningListeItem } from '@contract/forudbetaling';
import type { ForudbetalingAdminFind } from '@contract/generated/forudbetaling-admin-find';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { AnmodningListeItem };

/** One status, and fraDato (YYYY-MM-DD): only requests made that day or later. */
export type FindAnmodningerFilter = Pick<ForudbetalingAdminFind, 'status' | 'fraDato'>;

/** Every matching request, newest first (SPEC §9: page size 1000000, i.e. no paging). */
export async function findAnmodninger({ status, fraDato }: FindAnmodningerFilter, signal?: AbortSignal): Promise<AnmodningListeItem[]> {
  const query = new URLSearchParams({ ...(status ? { status } : {}), pageSize: '1000000', ...(fraDato ? { fraDato } : {}) });
  const path = `/api/ForudbetalingAdmin/FindAnmodninger?${query}`;
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as AnmodningListeItem[];
}

export function useAnmodninger(filter: FindAnmodningerFilter) {
  return useHent(`forudbetaling-admin:${filter.status ?? ''}:${filter.fraDato ?? ''}`, (signal) => findAnmodninger(filter, signal));
}

/** The requests in any of the statuses (one call each, as SPEC's status query takes one), newest first. */
export async function findMedStatusser(statusser: readonly string[], signal?: AbortSignal): Promise<AnmodningListeItem[]> {
  const lister = await Promise.all(statusser.map((status) => findAnmodninger({ status }, signal)));
  return lister.flat().sort((a, b) => b.oprettetDen.localeCompare(a.oprettetDen) || b.anmodningId - a.anmodningId);
}

export function useAnmodningerMedStatusser(statusser: readonly string[]) {
  return useHent(`forudbetaling-admin:${statusser.join(',')}`, (signal) => findMedStatusser(statusser, signal));
}
