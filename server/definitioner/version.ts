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

const filer = (mappe: string, endelse: string) => {
  try {
    return readdirSync(mappe)
      .filter((f) => f.endsWith(endelse))
      .sort();
  } catch {
    return [];
  }
};

/** Every workflow and schema under a definitions directory, each with its version. */
export function laesDefinitioner(dir: string): Definition[] {
  const laes = (art: DefinitionsArt, mappe: string, endelse: string, id: string): Definition[] =>
    filer(join(dir, mappe), endelse).map((f) => {
      const indhold = JSON.parse(readFileSync(join(dir, mappe, f), 'utf8')) as Record<string, unknown>;
      return { art, navn: String(indhold[id]), fil: `${mappe}/${f}`, version: definitionsversion(indhold), indhold };
    });
  return [...laes('arbejdsgang', 'workflows', '.machine.json', 'id'), ...laes('skema', 'schemas', '.schema.json', '$id')];
}
