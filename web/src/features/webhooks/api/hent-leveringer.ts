import type { WebhookLevering } from '@contract/webhooks';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

export type { WebhookLevering };

export async function hentLeveringer(id: string, signal?: AbortSignal): Promise<WebhookLevering[]> {
  const path = `/api/Webhooks/Abonnementer/${encodeURIComponent(id)}/Leveringer`;
  const svar = await apiFetch<{ data?: unknown }>(path, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.data)) throw new UventetDataFejl(path);
  return svar.data as WebhookLevering[];
}

/** A subscription's latest deliveries; `opdateret` changes when the page reloads its subscriptions. */
export function useLeveringer(id: string, opdateret: unknown) {
  return useHent(`webhook-leveringer:${id}:${String(opdateret)}`, (signal) => hentLeveringer(id, signal));
}
