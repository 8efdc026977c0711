import type { DefinitionsversionMedFiler } from '@contract/definitioner';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

export type { DefinitionsversionMedFiler };

/** One published version with its files. */
export async function hentVersion(version: number, signal?: AbortSignal): Promise<DefinitionsversionMedFiler> {
  const path = `/api/Definitioner/Versioner/${version}`;
  const svar = await apiFetch<DefinitionsversionMedFiler>(path, { kontekst: 'admin', signal });
  if (typeof svar?.filer !== 'object') throw new UventetDataFejl(path);
  return svar;
}
