export type Vaerdier = Record<string, string | number>;

/** How a kind of text writes its placeholders: `{navn}` in the fixed wording, `{{navn}}` in e-mail templates. */
export interface Pladsholdere {
  aaben: string;
  luk: string;
  /** A value as it goes into the text (an html template escapes it). */
  vis?: (vaerdi: string) => string;
}

const ENKELT: Pladsholdere = { aaben: '{', luk: '}' };
/** The e-mail templates' placeholders (content/tekster.json `email:…`): `{{navn}}`. */
export const SKABELON: Pladsholdere = { aaben: '{{', luk: '}}' };

// Made when first used, as in format.ts: a page that shows no count does not pay for the locale's data.
let regler: Intl.PluralRules | undefined;
let talFormat: Intl.NumberFormat | undefined;

/** Fills `{navn}` placeholders of a text from vars; a placeholder without a value stays as written. */
export function indsaet(tekst: string, vars: Vaerdier = {}): string {
  return fyld(tekst, vars, ENKELT);
}

/**
 * Fills a text's placeholders: `{navn}` (or `{{navn}}`) by its value, and a count's wording by Danish plural
 * rules (Intl.PluralRules('da')), ICU-style: `{antal, plural, one {# medarbejder} other {# medarbejdere}}`,
 * where `#` is the count as given (a number in Danish format, a text such as '7,50' as it is) and `=0 {…}`
 * may name an exact count. A placeholder without a value, or a plural not written so, stays as written.
 */
export function fyld(tekst: string, vars: Vaerdier, syntaks: Pladsholdere, tal?: string): string {
  let ud = '';
  let i = 0;
  while (i < tekst.length) {
    const fundet = tekst.startsWith(syntaks.aaben, i) ? laesPladsholder(tekst, i, syntaks) : undefined;
    if (fundet && Object.hasOwn(vars, fundet.navn)) {
      ud += udfyldt(fundet, vars[fundet.navn]!, vars, syntaks);
      i = fundet.slut;
    } else if (fundet) {
      ud += tekst.slice(i, fundet.slut);
      i = fundet.slut;
    } else {
      // '#' is the count, but not in an html character reference ('&#39;').
      ud += tal !== undefined && tekst[i] === '#' && tekst[i - 1] !== '&' ? tal : tekst[i];
      i++;
    }
  }
  return ud;
}

/** The plural placeholders of a text that are not written as `{navn, plural, … other {…}}`, as written; [] when all are. */
export function fejlISkrivemaade(tekst: string, syntaks: Pladsholdere = ENKELT): string[] {
  const start = new RegExp(`${syntaks.aaben.replace(/\{/g, '\\{')}\\s*\\w+\\s*,\\s*plural\\b`, 'g');
  return [...tekst.matchAll(start)].flatMap((m) => {
    const fundet = laesPladsholder(tekst, m.index, syntaks);
    return fundet?.valg?.has('other') ? [] : [tekst.slice(m.index, m.index + 60)];
  });
}

interface Pladsholder {
  navn: string;
  slut: number;
  /** A plural's wordings by category (`one`, `other`, `=0` …). */
  valg?: Map<string, string>;
}

function laesPladsholder(tekst: string, start: number, { aaben, luk }: Pladsholdere): Pladsholder | undefined {
  const navn = /\s*(\w+)\s*/y;
  navn.lastIndex = start + aaben.length;
  const m = navn.exec(tekst);
  if (!m) return undefined;
  if (tekst.startsWith(luk, navn.lastIndex)) return { navn: m[1]!, slut: navn.lastIndex + luk.length };
  const plural = /,\s*plural\s*,/y;
  plural.lastIndex = navn.lastIndex;
  if (!plural.exec(tekst)) return undefined;
  const valg = new Map<string, string>();
  const kategori = /\s*(=\d+|zero|one|two|few|many|other)\s*\{/y;
  let i = plural.lastIndex;
  for (;;) {
    kategori.lastIndex = i;
    const k = kategori.exec(tekst);
    if (!k) break;
    const slut = lukkendeKlamme(tekst, kategori.lastIndex);
    if (slut === undefined) return undefined;
    valg.set(k[1]!, tekst.slice(kategori.lastIndex, slut));
    i = slut + 1;
  }
  const efter = /\s*/y;
  efter.lastIndex = i;
  efter.exec(tekst);
  if (valg.size === 0 || !tekst.startsWith(luk, efter.lastIndex)) return undefined;
  return { navn: m[1]!, slut: efter.lastIndex + luk.length, valg };
}

/** The index of the `}` that closes the wording begun at `fra`, counting the braces inside it. */
function lukkendeKlamme(tekst: string, fra: number): number | undefined {
  let dybde = 0;
  for (let i = fra; i < tekst.length; i++) {
    if (tekst[i] === '{') dybde++;
    else if (tekst[i] === '}' && dybde-- === 0) return i;
  }
  return undefined;
}

function udfyldt({ valg }: Pladsholder, vaerdi: string | number, vars: Vaerdier, syntaks: Pladsholdere): string {
  const vis = syntaks.vis ?? String;
  if (!valg) return vis(String(vaerdi));
  const antal = typeof vaerdi === 'number' ? vaerdi : somTal(vaerdi);
  const kategori = Number.isFinite(antal) ? (regler ??= new Intl.PluralRules('da')).select(antal) : 'other';
  const ordlyd = valg.get(`=${antal}`) ?? valg.get(kategori) ?? valg.get('other') ?? '';
  const tal = typeof vaerdi === 'number' ? (talFormat ??= new Intl.NumberFormat('da-DK')).format(vaerdi) : vaerdi;
  return fyld(ordlyd, vars, syntaks, vis(tal));
}

/** A count written the Danish way ('1.234', '7,50') as a number; NaN when it is none. */
function somTal(tekst: string): number {
  const renset = tekst.trim();
  return /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/.test(renset) ? Number(renset.replace(/\./g, '').replace(',', '.')) : NaN;
}
