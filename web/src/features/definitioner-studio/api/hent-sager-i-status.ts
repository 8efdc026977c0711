import { apiFetch, UventetDataFejl } from '../../../shared/api/client';

/** GET /api/Arbejdsgange/Sager: the cases standing in a status, in all and by the workflow version each is on. */
export interface SagerIStatus {
  workflow: string;
  tilstand: string;
  antal: number;
  versioner: { version: string; antal: number }[];
}

export async function hentSagerIStatus(workflow: string, tilstand: string): Promise<SagerIStatus> {
  const path = `/api/Arbejdsgange/Sager?${new URLSearchParams({ workflow, tilstand }).toString()}`;
  const svar = await apiFetch<SagerIStatus>(path, { kontekst: 'admin' });
  if (typeof svar?.antal !== 'number' || !Array.isArray(svar.versioner)) throw new UventetDataFejl(path);
  return svar;
}
