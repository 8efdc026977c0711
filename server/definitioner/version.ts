import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a definition is: a workflow (workflows/*.machine.json) or a form or API schema (schemas/*.schema.json). */
export type DefinitionsArt = 'arbejdsgang' | 'skema';

/** One definition file as read now, with its version. */
export interface Definition {
  art: DefinitionsArt;
  /** The workflow's id or the schema's $id. */
  navn: string;
  /** Its path under the definitions directory, e.g. workflows/arbejdsmangel-ansoegning.machine.json. */
  fil: string;
  version: string;
  indhold: unknown;
}

/** JSON with every object's keys sorted: the same definition gives the same text however it is indented or ordered. */
export function kanoniskJson(vaerdi: unknown): string {
  if (Array.isArray(vaerdi)) return `[${vaerdi.map(kanoniskJson).join(',')}]`;
  if (vaerdi !== null && typeof vaerdi === 'object') {
    const felter = Object.keys(vaerdi)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${kanoniskJson((vaerdi as Record<string, unknown>)[k])}`);
    return `{${felter.join(',')}}`;
  }
  return JSON.stringify(vaerdi);
}

/** A definition's version: the first 12 hex digits of the SHA-256 of its canonical JSON (short enough to read aloud). */
export function definitionsversion(indhold: unknown): string {
  return createHash('sha256').update(kanoniskJson(indhold)).digest('hex').slice(0, 12);
}

/** Every workflow and schema of a set, each with its version. */
export function definitionerI(filer: Readonly<Record<string, unknown>>): Definition[] {
  const laes = (art: DefinitionsArt, mappe: string, endelse: string, id: string): Definition[] =>
    Object.keys(filer)
      .filter((fil) => fil.startsWith(`${mappe}/`) && !fil.slice(mappe.length + 1).includes('/') && fil.endsWith(endelse))
      .sort()
      .map((fil) => {
        const indhold = filer[fil] as Record<string, unknown>;
        return { art, navn: String(indhold[id]), fil, version: definitionsversion(indhold), indhold };
      });
  return [...laes('arbejdsgang', 'workflows', '.machine.json', 'id'), ...laes('skema', 'schemas', '.schema.json', '$id')];
}

/** Every workflow and schema under a definitions directory, each with its version (only their files are read). */
export function laesDefinitioner(dir: string): Definition[] {
  const filer: Record<string, unknown> = {};
  for (const [mappe, endelse] of [
    ['workflows', '.machine.json'],
    ['schemas', '.schema.json'],
  ] as const) {
    let navne: string[] = [];
    try {
      navne = readdirSync(join(dir, mappe)).filter((f) => f.endsWith(endelse));
    } catch {
      // A folder without that kind of definition has none.
    }
    for (const navn of navne) filer[`${mappe}/${navn}`] = JSON.parse(readFileSync(join(dir, mappe, navn), 'utf8'));
  }
  return definitionerI(filer);
}
