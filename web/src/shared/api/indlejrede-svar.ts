import { INDLEJREDE_SVAR_ID } from '@contract/indlejrede-svar';

let svar: Map<string, unknown> | undefined;

/** The answers the server put in the page (server/indlejrede-svar.ts), read once; none when there are none. */
function indlejrede(): Map<string, unknown> {
  if (svar) return svar;
  const element = typeof document === 'undefined' ? null : document.getElementById(INDLEJREDE_SVAR_ID);
  let data: unknown = null;
  try {
    data = element?.textContent ? JSON.parse(element.textContent) : null;
  } catch {
    // A page whose data cannot be read just asks the API.
  }
  svar = new Map(typeof data === 'object' && data !== null ? Object.entries(data) : []);
  return svar;
}

/**
 * The server's answer to a GET of `path` that came with the page, as the API's own answer would be;
 * once only: the first call of a path takes it, and any later one asks the API, so nothing the page
 * shows later is older than its first screen.
 */
export function tagIndlejretSvar(path: string): Response | undefined {
  const alle = indlejrede();
  if (!alle.has(path)) return undefined;
  const body = alle.get(path);
  alle.delete(path);
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
