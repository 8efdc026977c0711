import { apiFetch } from '../../api/client';
import { KLADDE_FORMULARER, type Formular } from '../formularer';

/** Deletes the signed-in person's draft of the form, with its files. */
export function sletKladde(formular: Formular): Promise<void> {
  return apiFetch<void>(`/api/Kladde/${formular}`, { kontekst: KLADDE_FORMULARER[formular], method: 'DELETE' });
}
