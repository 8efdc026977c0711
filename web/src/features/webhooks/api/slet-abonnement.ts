import { apiFetch } from '../../../shared/api/client';

/** Deletes a subscription and its deliveries. */
export function sletAbonnement(id: string): Promise<void> {
  return apiFetch<void>(`/api/Webhooks/Abonnementer/${encodeURIComponent(id)}`, { kontekst: 'admin', method: 'DELETE' });
}
