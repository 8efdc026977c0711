import type { WebhookAbonnement } from '@contract/webhooks';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { WebhookAbonnement };

const path = '/api/Webhooks/Abonnementer';

export async function hentAbonnementer(signal?: AbortSignal): Promise<WebhookAbonnement[]> {
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as WebhookAbonnement[];
}

export function useAbonnementer() {
  return useHent('webhook-abonnementer', hentAbonnementer);
}
