import { apiFetch } from '../../api/client';
import { KLADDE_FORMULARER, type Formular } from '../formularer';
import type { KladdeOversigt } from './hent-kladder';

/** GET /api/Kladde/{formular}: the data with each file as a reference, and the files by their reference. */
export interface GemtKladde extends KladdeOversigt {
  data: Record<string, unknown>;
  filer: Record<string, string>;
}

export function hentKladde(formular: Formular, signal?: AbortSignal): Promise<GemtKladde> {
  return apiFetch<GemtKladde>(`/api/Kladde/${formular}`, { kontekst: KLADDE_FORMULARER[formular], signal });
}
