import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

import type { AdminAnsoegning, AdminMedarbejder, ArbejdsmangelStatus } from '@contract/arbejdsmangel';
import type { Omfang } from '@contract/generated/arbejdsmangel-felter';

export type { AdminAnsoegning, AdminMedarbejder, ArbejdsmangelStatus as Status, Omfang };

const path = (id: number) => `/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${id}`;

export async function hentAnsoegning(id: number, signal?: AbortSignal): Promise<AdminAnsoegning> {
  const svar = await apiFetch<unknown>(path(id), { kontekst: 'admin', signal });
  if (!erAdminAnsoegning(svar)) throw new UventetDataFejl(path(id));
  return svar;
}

export function useAnsoegning(id: number) {
  return useHent(`arbejdsmangel-admin:${id}`, (signal) => hentAnsoegning(id, signal));
}

/** The parts the screen cannot do without; the rest is trusted to follow SPEC §3.3. */
export function erAdminAnsoegning(value: unknown): value is AdminAnsoegning {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version, omfang, medarbejderenighed, medarbejdere, historik, tilladteHandlinger, oevrigeOplysninger } = value as Record<
    string,
    unknown
  >;
  return (
    typeof id === 'number' &&
    typeof version === 'number' &&
    typeof omfang === 'object' &&
    omfang !== null &&
    typeof medarbejderenighed === 'object' &&
    medarbejderenighed !== null &&
    Array.isArray(medarbejdere) &&
    Array.isArray(historik) &&
    Array.isArray(tilladteHandlinger) &&
    Array.isArray(oevrigeOplysninger)
  );
}
