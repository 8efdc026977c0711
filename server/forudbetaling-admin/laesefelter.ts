type Schema = { properties?: Record<string, unknown>; items?: unknown; readOnly?: boolean } | undefined;

const somSchema = (s: unknown): Schema => (s && typeof s === 'object' ? (s as Schema) : undefined);

/**
 * The data without the properties its schema marks `readOnly`: a client may send back the detail
 * it read (GET, change, POST), and what those fields say is never stored. Walks the schema as
 * engine/trim.ts does; the input is not changed.
 *
 * @example udenLaesefelter({ cvr: '1', leverandoerNavn: 'X' }, schema) // → { cvr: '1' }
 */
export function udenLaesefelter<T>(data: T, schema: unknown): T {
  const s = somSchema(schema);
  if (Array.isArray(data)) return data.map((item) => udenLaesefelter(item, s?.items)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    const kopi: Record<string, unknown> = {};
    for (const [noegle, vaerdi] of Object.entries(data)) {
      const under = somSchema(s?.properties?.[noegle]);
      if (under?.readOnly !== true) kopi[noegle] = udenLaesefelter(vaerdi, under);
    }
    return kopi as T;
  }
  return data;
}
