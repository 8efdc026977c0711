import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definitionsmigrering } from '../../contract/generated/definitionsmigrering';
import { createAjv } from '../../engine/ajv';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

/** A migration file of workflows/migreringer/, named by its path. */
export interface Migrering extends Definitionsmigrering {
  fil: string;
}

const MAPPE = join('workflows', 'migreringer');
const skema = JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/definitionsmigrering.schema.json'), 'utf8')) as object;
let valider: ReturnType<ReturnType<typeof createAjv>['compile']> | undefined;

/** Every migration file under the definitions directory, checked against schemas/definitionsmigrering.schema.json. */
export function laesMigreringer(dir: string): { migreringer: Migrering[]; fejl: DefinitionsFejl[] } {
  valider ??= createAjv([]).compile(skema);
  let filer: string[];
  try {
    filer = readdirSync(join(dir, MAPPE))
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return { migreringer: [], fejl: [] };
  }
  const migreringer: Migrering[] = [];
  const fejl: DefinitionsFejl[] = [];
  for (const navn of filer) {
    const fil = join(MAPPE, navn);
    let indhold: unknown;
    try {
      indhold = JSON.parse(readFileSync(join(dir, fil), 'utf8'));
    } catch (error) {
      fejl.push({ fil, problem: b('ugyldigJson', { fejl: error instanceof Error ? error.message : String(error) }) });
      continue;
    }
    if (valider(indhold)) migreringer.push({ ...(indhold as Definitionsmigrering), fil });
    else
      for (const e of valider.errors ?? [])
        fejl.push({ fil, problem: b('migreringUgyldig', { sti: e.instancePath || '/', besked: e.message ?? '' }) });
  }
  return { migreringer, fejl };
}
