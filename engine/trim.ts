type Schema = { properties?: Record<string, unknown>; items?: unknown; trim?: boolean } | undefined;

const somSchema = (s: unknown): Schema => (s && typeof s === 'object' ? (s as Schema) : undefined);

/**
 * The data with every string trimmed, as server and browser validate and store it: a required text
 * of spaces only is then empty and gets its required-message. A property whose schema says
 * `"trim": false` (a password) is kept as typed. The input is not changed.
 */
export function trimmet<T>(data: T, schema?: unknown): T {
  const s = somSchema(schema);
  if (typeof data === 'string') return (s?.trim === false ? data : data.trim()) as T;
  if (Array.isArray(data)) return data.map((item) => trimmet(item, s?.items)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    const kopi: Record<string, unknown> = {};
    for (const [noegle, vaerdi] of Object.entries(data)) kopi[noegle] = trimmet(vaerdi, s?.properties?.[noegle]);
    return kopi as T;
  }
  return data;
}
