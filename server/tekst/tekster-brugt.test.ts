import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const rod = join(import.meta.dirname, '../..');
const standard = JSON.parse(readFileSync(join(rod, 'content/tekster.json'), 'utf8')) as Record<string, unknown>;

/**
 * Texts in content/tekster.json that no page, e-mail or definition shows yet, each with why it is
 * kept: a template for something coming. A text that is here is not counted as used.
 */
const UBRUGTE_MED_GRUND: Record<string, string> = {};

/**
 * Where a text can be shown from: the web app, the server (e-mails, the page frame), the definitions
 * (ui schemas, workflows, forms) and the other content. Tests, test helpers and the example bodies
 * in schemas/*.eksempel.json show nothing to anyone.
 */
function kilder(mappe: string): string[] {
  return readdirSync(join(rod, mappe), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile() && /\.(ts|tsx|json)$/.test(f.name) && !/\.test\.tsx?$|\.eksempel\.json$/.test(f.name))
    .map((f) => join(f.parentPath, f.name))
    .filter((fil) => !/[/\\](testing|generated)[/\\]/.test(fil) && relative(rod, fil) !== join('content', 'tekster.json'));
}
const tekst = ['web/src', 'server', 'engine', 'workflows', 'schemas', 'content']
  .flatMap(kilder)
  .map((fil) => readFileSync(fil, 'utf8'))
  .join('\n');

/** The key, quoted, somewhere in the sources; an e-mail template `email:{navn}:…` by its name as udfyldSkabelon takes it. */
function brugt(noegle: string): boolean {
  const citeret = (navn: string) => tekst.includes(`'${navn}'`) || tekst.includes(`"${navn}"`) || tekst.includes(`\`${navn}\``);
  const skabelon = /^email:(.+):(emne|indhold)$/.exec(noegle)?.[1];
  return citeret(noegle) || (skabelon !== undefined && citeret(skabelon));
}

// Issue 36: forside:velkomst could be edited at /app/admin/tekst, but no page showed it, so the edit did nothing.
describe('the texts of content/tekster.json', () => {
  it('are each shown by some page, e-mail or definition', () => {
    const ubrugte = Object.keys(standard).filter((noegle) => !(noegle in UBRUGTE_MED_GRUND) && !brugt(noegle));
    expect(ubrugte).toEqual([]);
  });

  it('are listed as kept for the future only while unused, with a reason', () => {
    for (const [noegle, grund] of Object.entries(UBRUGTE_MED_GRUND)) {
      expect(Object.hasOwn(standard, noegle), noegle).toBe(true);
      expect(brugt(noegle), noegle).toBe(false);
      expect(grund.trim(), noegle).not.toBe('');
    }
  });

  it('finds a key only where it is quoted, so a text nothing shows is caught', () => {
    expect(brugt('forside:findes-ikke')).toBe(false);
    expect(brugt('email:findes-ikke:emne')).toBe(false);
    expect(brugt('sidefod:kontakt')).toBe(true);
    expect(brugt('email:kvittering-arbejdsmangel:indhold')).toBe(true);
  });
});
