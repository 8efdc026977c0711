import { apiFetch, type Kontekst } from '../../api/client';
import { useHent } from '../../api/use-hent';
import type { Formular } from '../formularer';

/** A draft as GET /api/Kladde lists it: which form, where it was left, when changed and when it expires. */
export interface KladdeOversigt {
  formular: Formular;
  trin: string | null;
  version: number;
  opdateret: string;
  udloeber: string;
}

/** The signed-in person's drafts, and a mark of who they are (to match unsaved changes kept in the tab). */
export interface MineKladder {
  ejer: string;
  kladder: KladdeOversigt[];
}

export function hentKladder(kontekst: Exclude<Kontekst, 'admin'>, signal?: AbortSignal): Promise<MineKladder> {
  return apiFetch<MineKladder>('/api/Kladde', { kontekst, signal });
}

export function useKladder(kontekst: Exclude<Kontekst, 'admin'>) {
  return useHent(`kladder-${kontekst}`, (signal) => hentKladder(kontekst, signal));
}
