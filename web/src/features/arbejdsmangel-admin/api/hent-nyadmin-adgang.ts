import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

const path = '/api/NyadminAdgang';

/**
 * A one-time URL opening a legacy admin page (/nyadmin/...): it trades its code for a cookie
 * scoped to /nyadmin and redirects, so the bearer token never appears in a URL. Valid once.
 */
export async function hentNyadminAdgang(til: string, signal?: AbortSignal): Promise<string> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', method: 'POST', body: { til }, signal });
  const url = typeof svar === 'object' && svar !== null ? (svar as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url.startsWith('/nyadmin/')) throw new UventetDataFejl(path);
  return url;
}

/** A fresh one-time URL for the page, fetched once per page. */
export function useNyadminAdgang(til: string) {
  return useHent(`nyadmin:${til}`, (signal) => hentNyadminAdgang(til, signal));
}
