import { Ajv } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { describe, expect, it } from 'vitest';
import { ajvOptions, extendAjv } from './ajv';
import { feltFejl } from './felt-fejl';

/** An ajv as the browser's build makes it (native patterns), whose patterns note every string they test. */
function medSpion() {
  const testet: string[] = [];
  const spion: RegExpEngine = Object.assign(
    (pattern: string, flags: string) => {
      const re = new RegExp(pattern, flags);
      return { test: (s: string) => (testet.push(s), re.test(s)), toString: () => re.toString() };
    },
    { code: 'spion' },
  );
  const ajv = extendAjv(new Ajv({ ...ajvOptions, code: { regExp: spion } }));
  const valider = (schema: object, data: unknown) => {
    const validate = ajv.compile(schema);
    return validate(data) ? [] : feltFejl(validate.errors);
  };
  return { testet, valider };
}

// Issue 33: 80,000 digits and an x in a phone number held the server for seconds in its pattern.
describe('a pattern after the length', () => {
  const telefon = {
    type: 'object',
    properties: {
      telefon: {
        type: 'string',
        maxLength: 30,
        pattern: '^[+0-9 ()-]*[0-9][+0-9 ()-]*$',
        errorMessage: { maxLength: 'For langt.', pattern: 'Ikke et telefonnummer.' },
      },
    },
  };

  it('never gives the regular expression a string longer than its maxLength, and says it is too long', () => {
    const { testet, valider } = medSpion();
    expect(valider(telefon, { telefon: `${'1'.repeat(80_000)}x` })).toEqual([{ path: '/telefon', message: 'For langt.' }]);
    expect(testet).toEqual([]);
  });

  it('tests a string within the length as before, with its message', () => {
    const { testet, valider } = medSpion();
    expect(valider(telefon, { telefon: '20 30 40 50' })).toEqual([]);
    expect(valider(telefon, { telefon: '20 30 40 5x' })).toEqual([{ path: '/telefon', message: 'Ikke et telefonnummer.' }]);
    expect(testet).toEqual(['20 30 40 50', '20 30 40 5x']);
  });

  it('counts maxLength in characters: emoji within the length are still tested', () => {
    const { testet, valider } = medSpion();
    const schema = { type: 'string', maxLength: 4, pattern: '^a' };
    expect(valider(schema, '😀😀😀😀')).toHaveLength(1);
    expect(valider(schema, '😀😀😀😀😀')).toHaveLength(1);
    expect(testet).toEqual(['😀😀😀😀']);
  });

  it("takes the length from the pattern's own schema under a not, an if or an allOf, as rjsf sees each alone", () => {
    const { testet, valider } = medSpion();
    const schema = {
      type: 'string',
      maxLength: 5,
      not: { maxLength: 5, pattern: '\\{\\{' },
      if: { maxLength: 5, pattern: '^1' },
      then: { minLength: 3 },
      allOf: [{ maxLength: 5, pattern: '^[0-9{]+$' }],
    };
    expect(valider(schema, '12345')).toEqual([]);
    expect(valider(schema, '1{{').map((f) => f.message)).toEqual(['must NOT be valid']);
    // Too long: only maxLength fails; the skipped patterns add no `not` error and no `then`.
    expect(valider(schema, '1{{3456').map((f) => f.message)).toEqual(['must NOT have more than 5 characters']);
    expect(testet.every((s) => s.length <= 5)).toBe(true);
  });

  it('does not compile a pattern without a length in its own schema, even with one above it', () => {
    const { valider } = medSpion();
    expect(() => valider({ type: 'string', pattern: '^a' }, 'a')).toThrow(/without "maxLength"/);
    expect(() => valider({ type: 'string', maxLength: 3, not: { pattern: 'a' } }, 'b')).toThrow(/without "maxLength"/);
    expect(() => valider({ type: 'string', maxLength: 3, if: { pattern: 'a' }, then: { minLength: 2 } }, 'b')).toThrow(
      /without "maxLength"/,
    );
    const beside = {
      type: 'object',
      properties: { a: { type: 'string', maxLength: 3 } },
      allOf: [{ properties: { a: { pattern: 'a' } } }],
    };
    expect(() => valider(beside, {})).toThrow(/without "maxLength"/);
  });

  it('counts maxTegn in UTF-16 units', () => {
    const { testet, valider } = medSpion();
    expect(valider({ type: 'string', maxTegn: 10, pattern: '^data:' }, 'data:12345')).toEqual([]);
    expect(valider({ type: 'string', maxTegn: 10, pattern: '^data:' }, 'data:123456')).toHaveLength(1);
    expect(testet).toEqual(['data:12345']);
  });
});
