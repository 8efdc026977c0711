import type { DefinitionerUdgiv } from '@contract/generated/definitioner-udgiv';
import { apiFetch } from '../../../shared/api/client';

/** Publishes a draft as the next version (403 for its own author under four eyes, 422 with the check's problems, 409). */
export function udgivUdkast(id: string, krop: DefinitionerUdgiv): Promise<{ version: number }> {
  return apiFetch(`/api/Definitioner/Udkast/${encodeURIComponent(id)}/Udgiv`, { kontekst: 'admin', method: 'POST', body: krop });
}
