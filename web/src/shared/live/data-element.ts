/**
 * The entries of a JSON object the server put in the page under `id` (server/indlejrede-svar.ts's
 * dataElement): what the live definitions change beside the bundle. Empty for a page without it (or
 * no page: a test in Node), or with one that cannot be read, which then keeps the bundle's own.
 */
export function jsonIElement(id: string, dok: Pick<Document, 'getElementById'> | undefined = globalThis.document): Map<string, unknown> {
  const tekst = dok?.getElementById(id)?.textContent;
  if (!tekst) return new Map();
  let data: unknown;
  try {
    data = JSON.parse(tekst);
  } catch {
    return new Map();
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return new Map();
  return new Map(Object.entries(data));
}

/** Those entries whose values are strings (texts, addresses). */
export function strengeIElement(id: string, dok?: Pick<Document, 'getElementById'>): Map<string, string> {
  return new Map([...jsonIElement(id, dok)].filter((e): e is [string, string] => typeof e[1] === 'string'));
}
