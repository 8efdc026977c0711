// Blank: Unicode white space, format characters (category Cf: zero-width space, word joiner, BOM,
// soft hyphen, bidi marks, …), the Hangul fillers and the braille blank, which show nothing yet
// count as letters or symbols. A name or an invoice number of them alone is not filled in.
const ET_BLANKT = /^[\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]$/u;
// Each UTF-16 unit's answer, made on first use: a lookup per character keeps a megabyte of blanks
// at a few milliseconds, where a Unicode regular expression takes tens of nanoseconds a character.
let tabel: Uint8Array | undefined;
const blankTabel = () => (tabel ??= Uint8Array.from({ length: 0x10000 }, (_, k) => (ET_BLANKT.test(String.fromCharCode(k)) ? 1 : 0)));
const erSurrogat = (kode: number, foerste: number) => kode >= foerste && kode < foerste + 0x400;

/** The text without blank characters at either end (see ET_BLANKT); '' when it is blank all through. */
export function udenBlanke(tekst: string): string {
  const blank = blankTabel();
  // A pair beyond the BMP (a tag character) is asked of the expression itself.
  const parBlankt = (hoej: number, lav: number) =>
    erSurrogat(hoej, 0xd800) && erSurrogat(lav, 0xdc00) && ET_BLANKT.test(String.fromCharCode(hoej, lav));
  let start = 0;
  let slut = tekst.length;
  while (start < slut) {
    const kode = tekst.charCodeAt(start);
    if (blank[kode]) start += 1;
    else if (start + 1 < slut && parBlankt(kode, tekst.charCodeAt(start + 1))) start += 2;
    else break;
  }
  while (slut > start) {
    const kode = tekst.charCodeAt(slut - 1);
    if (blank[kode]) slut -= 1;
    else if (slut - 2 >= start && parBlankt(tekst.charCodeAt(slut - 2), kode)) slut -= 2;
    else break;
  }
  return start === 0 && slut === tekst.length ? tekst : tekst.slice(start, slut);
}

type Schema = { properties?: Record<string, unknown>; items?: unknown; trim?: boolean } | undefined;

const somSchema = (s: unknown): Schema => (s && typeof s === 'object' ? (s as Schema) : undefined);
// defineProperty, not assignment: a key "__proto__" from JSON.parse stays an own property, as sent.
const saet = (maal: object, noegle: string | number, value: unknown) =>
  Object.defineProperty(maal, noegle, { value, enumerable: true, writable: true, configurable: true });
const erObjekt = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/**
 * The data with every string trimmed of blank characters (udenBlanke), as server and browser validate
 * and store it: a required text of spaces or zero-width spaces only is then empty and gets its required-message. A value whose schema says
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
      saet(maal, noegle, typeof kilde === 'string' ? udenBlanke(kilde) : kilde);
    }
  }
  return rod.vaerdi as T;
}
