import { apiFetch, UventetDataFejl } from '../api/client';

/** A short-lived, one-time address of an export (GET /api/EksportAdgang), which the browser can follow without the token. */
export async function hentEksportAdresse(adresse: string): Promise<string> {
  const path = `/api/EksportAdgang?${new URLSearchParams({ adresse })}`;
  const svar = await apiFetch<{ url?: unknown }>(path, { kontekst: 'admin' });
  if (typeof svar?.url !== 'string') throw new UventetDataFejl(path);
  return svar.url;
}

/**
 * Downloads the export at `adresse`: the browser follows its signed address, and the server's
 * attachment answer saves the file as it streams, without leaving the page.
 */
export async function hentEksport(adresse: string): Promise<void> {
  window.location.assign(await hentEksportAdresse(adresse));
}
