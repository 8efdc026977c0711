import type { WebhookAbonnement as AbonnementKrop } from '@contract/generated/webhook-abonnement';
import type { OprettetAbonnement } from '@contract/webhooks';
import { apiFetch } from '../../../shared/api/client';

// The body of POST /api/Webhooks/Abonnementer: generated from schemas/webhook-abonnement.schema.json.
export type { AbonnementKrop, OprettetAbonnement };

/** Creates a subscription; the answer holds its secret, which the server shows this once. */
export function opretAbonnement(krop: AbonnementKrop): Promise<OprettetAbonnement> {
  return apiFetch<OprettetAbonnement>('/api/Webhooks/Abonnementer', { kontekst: 'admin', method: 'POST', body: krop });
}
