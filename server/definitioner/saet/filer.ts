import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A definition set: each file's repository-relative path and its JSON. */
export type Filer = Readonly<Record<string, unknown>>;

/** One published (or seeded) set as the server serves it. */
export interface Saet {
  version: number;
  filer: Filer;
}

// What belongs to the set: the schemas and layouts, the machines and their migrations, the fixed texts, the theme and the default texts.
const NAVN = '[a-z0-9][a-z0-9-]*(?:\\.[a-z0-9-]+)*\\.json';
const SAET_STI = new RegExp(
  `^(?:schemas/${NAVN}|workflows/(?:migreringer/)?${NAVN}|content/ui/${NAVN}|content/tema\\.json|content/tekster\\.json)$`,
);

/** The longest path a file of the set may have; the schema checks it before the pattern sees it. */
export const MAX_STI = 120;

/** Whether a path names a file of the set (no `..`, no absolute path, no other folder). */
export const erSaetSti = (sti: string): boolean => sti.length <= MAX_STI && SAET_STI.test(sti);

function jsonFiler(rod: string, mappe: string): string[] {
  let navne: string[];
  try {
    navne = readdirSync(join(rod, mappe)).sort();
  } catch {
    return [];
  }
  return navne.flatMap((navn) => {
    const sti = `${mappe}/${navn}`;
    if (lstatSync(join(rod, sti)).isDirectory()) return jsonFiler(rod, sti);
    return erSaetSti(sti) ? [sti] : [];
  });
}

/** The set as files under a folder (the repository, or an export). */
export function laesSaet(rod: string): Record<string, unknown> {
  const filer: Record<string, unknown> = {};
  for (const sti of [...jsonFiler(rod, 'schemas'), ...jsonFiler(rod, 'workflows'), ...jsonFiler(rod, 'content')]) {
    filer[sti] = JSON.parse(readFileSync(join(rod, sti), 'utf8'));
  }
  return filer;
}

/** Writes the set as files under a folder, formatted as the repository keeps them. */
export function skrivSaet(filer: Filer, rod: string): void {
  for (const [sti, indhold] of Object.entries(filer)) {
    if (!erSaetSti(sti)) throw new Error(`Ikke en fil i definitionerne: ${sti}`);
    mkdirSync(dirname(join(rod, sti)), { recursive: true });
    writeFileSync(join(rod, sti), `${JSON.stringify(indhold, null, 2)}\n`);
  }
}
