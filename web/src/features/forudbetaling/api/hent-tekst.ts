import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** The keys of the texts the prepayment screens show (content/tekster.json, editable by the secretariat). */
export const TEKST_TRO_OG_LOVE = 'forudbetaling:tro-og-love';
export const TEKST_EN_ANMODNING_PR_FAKTURA = 'forudbetaling:en-anmodning-pr-faktura';

/** A text as GET /api/Tekst/{noegle} gives it to anyone. */
export interface Tekst {
  type: 'text' | 'html' | 'preformatted';
  indhold: string;
}

export async function hentTekst(noegle: string, signal?: AbortSignal): Promise<Tekst> {
  const path = `/api/Tekst/${encodeURIComponent(noegle)}`;
  const svar = await apiFetch<Partial<Tekst>>(path, { kontekst: 'loenmodtager', signal });
  if (typeof svar?.indhold !== 'string' || !['text', 'html', 'preformatted'].includes(String(svar.type))) throw new UventetDataFejl(path);
  return { type: svar.type as Tekst['type'], indhold: svar.indhold };
}

export function useTekst(noegle: string) {
  return useHent(`tekst:${noegle}`, (signal) => hentTekst(noegle, signal));
}
