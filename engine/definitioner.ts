import { isAbsolute, join, relative, sep } from 'node:path';

/** The folders of definitions (data, not code) that the fund's analysts edit. */
export const DEFINITIONSMAPPER = ['schemas', 'workflows', 'content'] as const;

// Data only: the TypeScript beside the machines (guards, actions) is code and stays in the repository.
const DATAFIL = /\.(json|png)$/;

/**
 * Where a file of the repository's definition folders is taken from when DEFINITIONS_DIR points at
 * another copy of them; undefined for every other file. The server's module hook and the web build
 * both ask this, so the two always read the same definitions.
 */
export function definitionSti(fil: string, rod: string, definitionsDir: string): string | undefined {
  const rel = relative(rod, fil);
  if (rel.startsWith('..') || isAbsolute(rel) || !DATAFIL.test(rel)) return undefined;
  const mappe = rel.split(sep)[0];
  if (!DEFINITIONSMAPPER.some((m) => m === mappe)) return undefined;
  return join(definitionsDir, rel);
}
