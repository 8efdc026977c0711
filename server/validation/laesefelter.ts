type Schema = { properties?: Record<string, unknown>; items?: unknown; readOnly?: boolean } | undefined;

const somSchema = (s: unknown): Schema => (s && typeof s === 'object' ? (s as Schema) : undefined);

/**
 * The data without the properties its schema marks `readOnly`: a client may send back the detail
 * it read (GET, change, POST), and what those fields say is never stored. Walks only as deep as the
 * schema goes (below it nothing is marked); the input is not changed.
 *
 * @example udenLaesefelter({ cvr: '1', leverandoerNavn: 'X' }, schema) // → { cvr: '1' }
 */
export function udenLaesefelter<T>(data: T, schema: unknown): T {
  const s = somSchema(schema);
  if (s === undefined) return data;
  if (Array.isArray(data)) return data.map((item) => udenLaesefelter(item, s.items)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    const kopi: Record<string, unknown> = {};
    for (const [noegle, vaerdi] of Object.entries(data)) {
      const under = somSchema(s.properties?.[noegle]);
      // defineProperty, not assignment: a key "__proto__" stays an own property, as engine/trim.ts keeps it.
      if (under?.readOnly !== true)
        Object.defineProperty(kopi, noegle, {
          value: udenLaesefelter(vaerdi, under),
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
    return kopi as T;
  }
  return data;
}
