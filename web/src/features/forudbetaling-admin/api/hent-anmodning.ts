import type { AnmodningDetalje } from '@contract/forudbetaling';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type {
  AnmodningDetalje,
  Bankoverfoersel,
  BehandletAnmodning,
  DeltagelseVisning as DeltagelseDetalje,
  Indbetalingskort,
  MuligDublet,
} from '@contract/forudbetaling';
export type { Historikpost } from '@contract/historik';

export async function hentAnmodning(id: string, signal?: AbortSignal): Promise<AnmodningDetalje> {
  const path = `/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${encodeURIComponent(id)}`;
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  if (!erDetalje(svar)) throw new UventetDataFejl(path);
  return svar;
}

export function useAnmodning(id: string) {
  return useHent(`forudbetaling-admin:anmodning:${id}`, (signal) => hentAnmodning(id, signal));
}

function erDetalje(value: unknown): value is AnmodningDetalje {
  if (typeof value !== 'object' || value === null) return false;
  const { id, faktura, deltagelser, historik, tilladteHandlinger } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof faktura === 'object' &&
    Array.isArray(deltagelser) &&
    Array.isArray(historik) &&
    Array.isArray(tilladteHandlinger)
  );
}
