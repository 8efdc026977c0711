import type { DefinitionsFejl } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

export type { DefinitionsFejl };

/** The check of a draft as it would be published: its problems, none when all is well. */
export async function tjekUdkast(id: string): Promise<DefinitionsFejl[]> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}/Tjek`;
  const svar = await apiFetch<{ fejl?: unknown }>(path, { kontekst: 'admin', method: 'POST' });
  if (!Array.isArray(svar?.fejl)) throw new UventetDataFejl(path);
  return svar.fejl as DefinitionsFejl[];
}
