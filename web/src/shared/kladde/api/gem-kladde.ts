import { apiFetch } from '../../api/client';
import { KLADDE_FORMULARER, type Formular } from '../formularer';
import type { KladdeOversigt } from './hent-kladder';

/** The body of PUT /api/Kladde/{formular}: the form's data as it stands, never validated. */
export interface GemKladdeBody {
  data: object;
  trin?: string;
  /** The version the data builds on; 0 for a new draft (a deleted draft then answers 409). */
  version: number;
}

/** The saved draft, its files replaced by the references to send instead of them next time. */
export interface GemtKladdeSvar extends KladdeOversigt {
  data: Record<string, unknown>;
}

export const kladdeSti = (formular: Formular) => `/api/Kladde/${formular}`;

export function gemKladde(formular: Formular, body: GemKladdeBody): Promise<GemtKladdeSvar> {
  return apiFetch<GemtKladdeSvar>(kladdeSti(formular), { kontekst: KLADDE_FORMULARER[formular], method: 'PUT', body });
}
