import type { ForudbetalingAdminFonde } from '@contract/generated/forudbetaling-admin-fonde';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type Fond = ForudbetalingAdminFonde['data'][number];

const path = '/api/ForudbetalingAdmin/Fonde';

/** The funds of the register, which payment orders go to. */
export async function hentFonde(signal?: AbortSignal): Promise<Fond[]> {
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as Fond[];
}

export function useFonde() {
  return useHent('fonde', hentFonde);
}
