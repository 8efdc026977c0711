import { describe, expect, it } from 'vitest';
import { filDiff } from './fil-diff';
import { ens, forskellige, laesJson } from './json-fil';

describe('a file diff', () => {
  it("shows README's rule as two added lines in its context, and nothing for the same JSON in another key order", () => {
    const foer = { definitions: { fakturanummer: { type: 'string', maxLength: 20 } } };
    const efter = { definitions: { fakturanummer: { type: 'string', maxLength: 20, pattern: '^\\S+$' } } };
    const [blok, ...flere] = filDiff(foer, efter);
    expect(flere).toEqual([]);
    expect(blok!.linjer.filter((l) => l.art !== 'ens')).toEqual([
      { art: 'fjernet', tekst: '      "maxLength": 20' },
      { art: 'tilfoejet', tekst: '      "maxLength": 20,' },
      { art: 'tilfoejet', tekst: '      "pattern": "^\\\\S+$"' },
    ]);
    expect(ens({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(ens({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
  });

  it('names the files that differ between two sets, a new and a removed one included', () => {
    expect(forskellige({ 'a.json': { x: 1 }, 'b.json': 1, 'c.json': 2 }, { 'a.json': { x: 1 }, 'b.json': 2, 'd.json': 3 })).toEqual([
      'b.json',
      'c.json',
      'd.json',
    ]);
  });

  it('reads JSON, and says in Danish why a text is not JSON', () => {
    expect(laesJson('{"a": 1}')).toEqual({ vaerdi: { a: 1 } });
    expect(laesJson('{"a": }')).toEqual({ fejl: expect.stringMatching(/^Filen er ikke gyldig JSON og er ikke gemt: /) });
    expect(laesJson('  ')).toEqual({ fejl: 'Filen er tom og er ikke gemt. Skriv filens JSON.' });
  });
});
