import type { BetalingsordrerCsvQuery } from '@contract/generated/betalingsordrer-csv-query';
import { apiSvar, laesSvar, UventetDataFejl } from '../../../shared/api/client';
import { gemFil } from '../../../shared/eksport/gem-fil';
import { filterQuery } from './hent-betalingsordrer';

/**
 * Fetches a fund's file for the finance system with the token and saves it under the server's name;
 * answers how many orders it holds (Row-Count) and how many of them it marked (Marked-Count). The server marks the file's new orders exported as its
 * last row goes out, so once the whole file is here they are marked, and a failed download marks none.
 */
export async function hentBetalingsordrerFil(fondId: string, filter: Omit<BetalingsordrerCsvQuery, 'adgang'>): Promise<{ antal: number; markeret: number }> {
  const path = `/api/ForudbetalingAdmin/Betalingsordrer/${encodeURIComponent(fondId)}?${filterQuery(filter)}`;
  const svar = await apiSvar(path, { kontekst: 'admin' });
  if (!svar.ok) return laesSvar<never>(svar);
  const antal = Number(svar.headers.get('Row-Count') ?? Number.NaN);
  const markeret = Number(svar.headers.get('Marked-Count') ?? Number.NaN);
  const filnavn = /filename="([^"]+)"/.exec(svar.headers.get('Content-Disposition') ?? '')?.[1];
  if (!Number.isInteger(antal) || !Number.isInteger(markeret) || !filnavn) throw new UventetDataFejl(path);
  gemFil(await svar.blob(), filnavn);
  return { antal, markeret };
}
