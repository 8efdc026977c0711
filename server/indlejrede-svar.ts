import { INDLEJREDE_SVAR_ID } from '../contract/indlejrede-svar';

/** Asks the app's own API for a path, in the page's session; see server/static.ts. */
export type HentSvar = (sti: string) => Promise<Response>;

/**
 * The API's JSON answers for a page's first calls, asked of the app itself in the request's session,
 * so the access checks and the answers are exactly the API's. Only a 200 with a JSON body is kept:
 * a path the session may not read (401, 403, 404) is not embedded, and the browser asks for it as usual.
 *
 * @example
 * const svar = await indlejredeSvar(['/api/loginStatus.aspx'], (sti) => app.request(sti, { headers: { cookie } }));
 */
export async function indlejredeSvar(stier: readonly string[], hent: HentSvar): Promise<Record<string, unknown>> {
  const svar = await Promise.all(
    stier.map(async (sti) => {
      const res = await hent(sti);
      if (res.status !== 200 || !res.headers.get('Content-Type')?.startsWith('application/json')) return undefined;
      return [sti, (await res.json()) as unknown] as const;
    }),
  );
  return Object.fromEntries(svar.filter((s) => s !== undefined));
}

/**
 * The answers as inert data in the page (`type="application/json"` is never run, so the CSP allows it):
 * every `<` escaped, so no text in an answer can close the element or open a comment.
 */
export const svarElement = (svar: Record<string, unknown>): string => dataElement(INDLEJREDE_SVAR_ID, svar);

/** JSON as inert data in a page under an id, every `<` escaped (see svarElement). */
export function dataElement(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
