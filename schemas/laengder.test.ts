import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tjekLaengder } from '../server/definitioner/tjek-laengder';

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
