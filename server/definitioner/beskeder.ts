import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { indsaet } from '../../engine/indsaet';
import type beskeder from '../../content/ui/definitioner.json';

// The check's own wording, read from the repository's content/ui by path: importing the text
// catalogue here would load it before DEFINITIONS_DIR's module hook is in place.
const katalog = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/ui/definitioner.json'), 'utf8')) as typeof beskeder;
type Besked = keyof typeof beskeder extends `definitioner.${infer N}` ? N : never;

/** One of the check's messages, filled in. */
export const b = (noegle: Besked, vars: Record<string, string | number> = {}) => indsaet(katalog[`definitioner.${noegle}`], vars);
