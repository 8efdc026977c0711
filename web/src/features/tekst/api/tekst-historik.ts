import type { TekstIndhold } from '@contract/tekst';
import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** One saved wording of a text, with who saved it and when. */
export interface TekstVersion extends TekstIndhold {
  nr: number;
  tidspunkt: string;
  af: string;
}

/** GET /api/Tekst/{noegle}/Historik: the wordings newest first, and the default text (nr 0) or null. */
export interface TekstHistorik {
  noegle: string;
  versioner: TekstVersion[];
  standard: TekstIndhold | null;
}

const sti = (noegle: string) => `/api/Tekst/${encodeURIComponent(noegle)}`;

export async function hentTekstHistorik(noegle: string, signal?: AbortSignal): Promise<TekstHistorik> {
  const svar = await apiFetch<TekstHistorik>(`${sti(noegle)}/Historik`, { kontekst: 'admin', signal });
  if (!Array.isArray(svar?.versioner)) throw new UventetDataFejl(`${sti(noegle)}/Historik`);
  return svar;
}

/** A text's history; `runde` changes after a save or a restore, so it is read anew. */
export function useTekstHistorik(noegle: string, runde: number) {
  return useHent(`teksthistorik:${noegle}:${runde}`, (signal) => hentTekstHistorik(noegle, signal));
}

/** Makes an earlier wording (nr; 0 is the default text) the text's again, as a new save. */
export function gendanTekst(noegle: string, nr: number): Promise<unknown> {
  return apiFetch(`${sti(noegle)}/Gendan`, { kontekst: 'admin', method: 'POST', body: { nr } });
}
