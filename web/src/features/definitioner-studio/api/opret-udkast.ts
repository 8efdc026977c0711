import type { DefinitionerUdkast } from '@contract/generated/definitioner-udkast';
import { apiFetch } from '../../../shared/api/client';

/** Starts a draft from the live version; answers its id. */
export function opretUdkast(krop: DefinitionerUdkast): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/Definitioner/Udkast', { kontekst: 'admin', method: 'POST', body: krop });
}
