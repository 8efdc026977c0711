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

/**
 * The wording of the definitions check and of `npm test`'s set-up lives in content/ui beside the rest,
 * but belongs to the code: the check does not take its words from the set it judges. Not in the set.
 */
export const KODENS_TEKSTER: readonly string[] = ['content/ui/definitioner.json', 'content/ui/forudsaetninger.json'];

/** Whether a path names a file of the set (no `..`, no absolute path, no other folder, not the code's own wording). */
export const erSaetSti = (sti: string): boolean => sti.length <= MAX_STI && SAET_STI.test(sti) && !KODENS_TEKSTER.includes(sti);

/** The set's files under a folder on disk (`mappe`) that the set calls `sti` (schemas, workflows, content), by their paths in the set. */
function jsonFiler(mappe: string, sti: string): { sti: string; fil: string }[] {
  let navne: string[];
  try {
    navne = readdirSync(mappe).sort();
  } catch {
    return [];
  }
  return navne.flatMap((navn) => {
    const fil = join(mappe, navn);
    // lstat: a link is not followed (a loop would never end).
    if (lstatSync(fil).isDirectory()) return jsonFiler(fil, `${sti}/${navn}`);
    return erSaetSti(`${sti}/${navn}`) ? [{ sti: `${sti}/${navn}`, fil }] : [];
  });
}

/** The set as files under a folder (the repository, or an export); content/ from `contentMappe` when it lies elsewhere (CONTENT_DIR). */
export function laesSaet(rod: string, contentMappe = join(rod, 'content')): Record<string, unknown> {
  const filer: Record<string, unknown> = {};
  const alle = [
    ...jsonFiler(join(rod, 'schemas'), 'schemas'),
    ...jsonFiler(join(rod, 'workflows'), 'workflows'),
    ...jsonFiler(contentMappe, 'content'),
  ];
  for (const { sti, fil } of alle) filer[sti] = JSON.parse(readFileSync(fil, 'utf8'));
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
