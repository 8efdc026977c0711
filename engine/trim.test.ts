import { describe, expect, it } from 'vitest';
import { trimmet } from './trim';

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
