import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleAll } from '../engine/bundle';
import { alleSkemaer, KUN_UD, tjekLaengder } from '../server/definitioner/tjek-laengder';

/** The repository's schemas/ as the definitions check reads a set: by path, as written. */
const filer = new Map(
  readdirSync(import.meta.dirname)
    .filter((navn) => navn.endsWith('.schema.json'))
    .map((navn) => [join('schemas', navn), JSON.parse(readFileSync(join(import.meta.dirname, navn), 'utf8')) as unknown]),
);

// Issue 33: a phone number of 80,000 digits reached its pattern. The rule is the definitions
// check's (server/definitioner/tjek-laengder.ts), so a set published at run time is held to it too.
describe('lengths in schemas/', () => {
  it('gives every string a maxLength (or maxTegn), unless its values are bounded otherwise, and takes no keys by pattern', () => {
    expect(tjekLaengder(filer)).toEqual([]);
  });
});

// A typo such as year 0027 made a period of thousands of weeks: every date a schema takes in
// carries felter's bounds (2000 to 2100), also one written without its $ref.
describe('dates in schemas/', () => {
  it('bounds every format "dato" of an input schema by formatExclusiveMinimum and formatExclusiveMaximum', () => {
    const schemas = bundleAll([...filer.values()] as Record<string, unknown>[]).filter((s) => !KUN_UD.has(s['$id']));
    const datoer = schemas.flatMap((s) =>
      alleSkemaer(s)
        .filter(({ schema }) => schema['format'] === 'dato')
        .map(({ sti, schema }) => ({ hvor: `${String(s['$id'])}#${sti}`, schema })),
    );
    expect(datoer.length).toBeGreaterThan(10);
    const ubegraensede = datoer.filter(({ schema }) => !('formatExclusiveMinimum' in schema && 'formatExclusiveMaximum' in schema));
    expect(ubegraensede.map(({ hvor }) => hvor)).toEqual([]);
  });
});
