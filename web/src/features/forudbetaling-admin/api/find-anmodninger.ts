import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** A row of the admin lists (SPEC §3.2 "List item"). */
export interface AnmodningListeItem {
  anmodningId: number;
  oprettetDen: string;
  fond: string;
  personNavn: string;
  antalAnsoegninger: number;
  beloebIalt: number;
  status: string;
}

export interface FindAnmodningerFilter {
  status?: 'Oprettet';
  /** YYYY-MM-DD: only requests made that day or later. */
  fraDato?: string;
}

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
