import type { AnsoegningDetalje as Ansoegning } from '@contract/forudbetaling';
import { apiFetch } from '../../../shared/api/client';

export type { Ansoegning };

export function hentAnsoegning(ansogningId: number, signal?: AbortSignal): Promise<Ansoegning> {
  return apiFetch(`/api/AnsogningAdmin/HentAnsogning?ansogningId=${ansogningId}`, { kontekst: 'admin', signal });
}
