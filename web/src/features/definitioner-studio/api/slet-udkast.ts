import { apiFetch } from '../../../shared/api/client';

/** Discards a draft. */
export function sletUdkast(id: string): Promise<void> {
  return apiFetch<void>(`/api/Definitioner/Udkast/${encodeURIComponent(id)}`, { kontekst: 'admin', method: 'DELETE' });
}
