type Schema = { properties?: Record<string, unknown>; items?: unknown; trim?: boolean } | undefined;

const somSchema = (s: unknown): Schema => (s && typeof s === 'object' ? (s as Schema) : undefined);
// defineProperty, not assignment: a key "__proto__" from JSON.parse stays an own property, as sent.
const saet = (maal: object, noegle: string | number, value: unknown) =>
  Object.defineProperty(maal, noegle, { value, enumerable: true, writable: true, configurable: true });
const erObjekt = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The data with every string trimmed, as server and browser validate and store it: a required text
 * of spaces only is then empty and gets its required-message. A value whose schema says
 * `"trim": false` (a password, a draft) is kept as typed, all of it. The input is not changed. It
 * walks with a queue rather than recursion, so a body nested thousands deep cannot overflow the stack.
 */
export function trimmet<T>(data: T, schema?: unknown): T {
  const rod = { vaerdi: data as unknown };
  const koe: { kilde: unknown; schema: Schema; maal: object; noegle: string | number }[] = [
    { kilde: data, schema: somSchema(schema), maal: rod, noegle: 'vaerdi' },
  ];
  for (let i = 0; i < koe.length; i++) {
    const { kilde, schema: s, maal, noegle } = koe[i]!;
    if (s?.trim === false) {
      saet(maal, noegle, kilde);
    } else if (Array.isArray(kilde)) {
      const kopi: unknown[] = [];
      kilde.forEach((v, j) => koe.push({ kilde: v, schema: somSchema(s?.items), maal: kopi, noegle: j }));
      saet(maal, noegle, kopi);
    } else if (erObjekt(kilde)) {
      const kopi: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(kilde)) koe.push({ kilde: v, schema: somSchema(s?.properties?.[k]), maal: kopi, noegle: k });
      saet(maal, noegle, kopi);
    } else {
      saet(maal, noegle, typeof kilde === 'string' ? kilde.trim() : kilde);
    }
  }
  return rod.vaerdi as T;
}
