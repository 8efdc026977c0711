import type { DefinitionsFejl } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

export type { DefinitionsFejl };

/**
 * The check of a draft as it would be published: its problems, none when all is well. With `ugemte`
 * (an editor's unsaved files by path), the check of the draft with them laid over it; nothing is saved.
 */
export async function tjekUdkast(id: string, ugemte?: Readonly<Record<string, unknown>>, signal?: AbortSignal): Promise<DefinitionsFejl[]> {
  const path = `/api/Definitioner/Udkast/${encodeURIComponent(id)}/Tjek`;
  const svar = await apiFetch<{ fejl?: unknown }>(path, {
    kontekst: 'admin',
    method: 'POST',
    ...(ugemte ? { body: { filer: Object.entries(ugemte).map(([sti, indhold]) => ({ sti, indhold })) } } : {}),
    ...(signal ? { signal } : {}),
  });
  if (!Array.isArray(svar?.fejl)) throw new UventetDataFejl(path);
  return svar.fejl as DefinitionsFejl[];
}
