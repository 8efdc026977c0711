import type { Overblik, Sagsart } from '@contract/generated/overblik';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { Overblik, Sagsart };

const path = '/api/Overblik';

export async function hentOverblik(signal?: AbortSignal): Promise<Overblik> {
  const svar = await apiFetch<Partial<Overblik> | undefined>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.sagsarter) || !Array.isArray(svar.maaneder)) throw new UventetDataFejl(path);
  return svar as Overblik;
}

export function useOverblik() {
  return useHent('overblik', hentOverblik);
}
