import { describe, expect, it } from 'vitest';
import { trimmet, udenBlanke } from './trim';

describe('trimmet', () => {
  it('trims every string, deep in objects and arrays', () => {
    const data = { navn: '  Mette ', medarbejdere: [{ navn: ' ', cpr: '010101-1234 ' }], antal: 3, ja: true, intet: null };
    expect(trimmet(data)).toEqual({ navn: 'Mette', medarbejdere: [{ navn: '', cpr: '010101-1234' }], antal: 3, ja: true, intet: null });
  });

  it('leaves the input unchanged', () => {
    const data = { navn: ' a ' };
    trimmet(data);
    expect(data.navn).toBe(' a ');
  });

  it('keeps a property whose schema says trim: false as typed', () => {
    const schema = { properties: { adgangskode: { type: 'string', trim: false }, brugernavn: { type: 'string' } } };
    expect(trimmet({ adgangskode: ' hemmelig ', brugernavn: ' admin ' }, schema)).toEqual({
      adgangskode: ' hemmelig ',
      brugernavn: 'admin',
    });
  });

  it('keeps an object or array whose schema says trim: false as typed, all of it', () => {
    const schema = { trim: false, properties: { data: { type: 'object' } } };
    const kladde = { trin: ' faktura ', data: { navn: ' Mette ', liste: [' a '] } };
    expect(trimmet(kladde, schema)).toEqual({ trin: ' faktura ', data: { navn: ' Mette ', liste: [' a '] } });
    expect(trimmet({ koder: [' x ', { y: ' y ' }], navn: ' n ' }, { properties: { koder: { trim: false } } })).toEqual({
      koder: [' x ', { y: ' y ' }],
      navn: 'n',
    });
  });

  it('follows items of arrays in the schema', () => {
    const schema = { properties: { koder: { type: 'array', items: { type: 'string', trim: false } } } };
    expect(trimmet({ koder: [' x '] }, schema)).toEqual({ koder: [' x '] });
  });
});

describe('trimmet on deep data', () => {
  it('walks a body nested thousands deep without overflowing the stack', () => {
    const dyb = JSON.parse('['.repeat(20_000) + '" x "' + ']'.repeat(20_000)) as unknown;
    let v = trimmet(dyb);
    for (let i = 0; i < 20_000; i++) v = (v as unknown[])[0];
    expect(v).toBe('x');
  });
});

describe('trimmet on odd keys', () => {
  it('keeps a "__proto__" key an own property, as JSON.parse made it', () => {
    const v = trimmet(JSON.parse('{"__proto__": {"admin": " ja "}}') as object);
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect((v as { admin?: unknown }).admin).toBeUndefined();
  });
});

// Issue 33: an invoice number or a name of zero-width spaces or Hangul fillers was stored as filled in.
describe('udenBlanke', () => {
  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['a Hangul filler', '\u3164'],
    ['the other fillers and the braille blank', '\u115F\u1160\uFFA0\u2800'],
    ['a word joiner, a BOM, a soft hyphen and bidi marks', '\u2060\uFEFF\u00AD\u200E\u202E'],
    ['Unicode spaces', '\u00A0\u3000\u2009\n\t'],
    ['a tag character beyond the BMP', '\u{E0020}'],
  ])('finds text of %s blank', (_navn, tekst) => {
    expect(udenBlanke(tekst)).toBe('');
    expect(trimmet({ navn: ` ${tekst} ` })).toEqual({ navn: '' });
  });

  it('takes blank characters from both ends only, and keeps what is visible whole', () => {
    expect(udenBlanke('\u200B KN-7\u3164 \u200D')).toBe('KN-7');
    expect(udenBlanke('Anne\u200BMarie')).toBe('Anne\u200BMarie');
    expect(udenBlanke('Søren 😀')).toBe('Søren 😀');
    expect(udenBlanke('x\u{E0020}')).toBe('x');
  });

  it('reads a long text in linear time, whatever its blanks', () => {
    const tekster = [
      `a${'\u200B'.repeat(1_000_000)}`,
      `${'a\u200B'.repeat(500_000)}b`,
      `${'a\u200B'.repeat(500_000)} `,
      `${'\u200B'.repeat(1_000_000)}a`,
    ];
    for (const tekst of tekster) {
      const start = performance.now();
      udenBlanke(tekst);
      expect(performance.now() - start).toBeLessThan(500);
    }
  });
});
