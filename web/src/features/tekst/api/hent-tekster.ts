import type { TekstIndhold } from '@contract/tekst';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { TekstIndhold };

export type Tekster = Record<string, TekstIndhold>;

const path = '/api/Tekst';

/** All texts by key; throws UventetDataFejl when the answer is not `{tekster: {key: {...}}}`. */
export async function hentTekster(signal?: AbortSignal): Promise<Tekster> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  const tekster = erObjekt(svar) ? svar['tekster'] : undefined;
  if (!erObjekt(tekster) || !Object.values(tekster).every(erTekstIndhold)) throw new UventetDataFejl(path);
  return tekster as Tekster;
}

export function useTekster() {
  return useHent('tekster', hentTekster);
}

function erObjekt(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function erTekstIndhold(value: unknown): boolean {
  return erObjekt(value) && typeof value['type'] === 'string' && typeof value['indhold'] === 'string';
}
