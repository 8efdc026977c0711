import { structuredPatch } from 'diff';
import { somTekst } from './json-fil';

/** One line of a diff: kept, added or removed, with its number in the old or new file. */
export interface DiffLinje {
  art: 'ens' | 'tilfoejet' | 'fjernet';
  tekst: string;
}

/** A run of changed lines with their context, starting at `fra` in the old file and `til` in the new. */
export interface DiffBlok {
  fra: number;
  til: number;
  linjer: DiffLinje[];
}

/**
 * The line diff of two versions of a file, as pretty-printed JSON with three lines of context
 * (jsdiff's unified patch): readable for one who knows the file, and the same for any JSON.
 */
export function filDiff(foer: unknown, efter: unknown): DiffBlok[] {
  const patch = structuredPatch('foer', 'efter', somTekst(foer), somTekst(efter), undefined, undefined, { context: 3 });
  return patch.hunks.map((h) => ({
    fra: h.oldStart,
    til: h.newStart,
    linjer: h.lines
      .filter((l) => !l.startsWith('\\'))
      .map((l) => ({ art: l[0] === '+' ? 'tilfoejet' : l[0] === '-' ? 'fjernet' : 'ens', tekst: l.slice(1) })),
  }));
}
