import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleAll } from '../../engine/bundle';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeAf = (s: Json) => (s['type'] === undefined ? undefined : JSON.stringify(s['type']));

/** The schemas of a folder's schemas/, bundled (refs inlined) by $id, with the file each came from. */
function bundlede(filer: ReadonlyMap<string, unknown>): Map<string, { fil: string; schema: Json }> {
  const schemas = [...filer].filter(([navn, s]) => navn.startsWith('schemas') && navn.endsWith('.schema.json') && erObjekt(s));
  const bundlet = bundleAll(schemas.map(([, s]) => s as Json));
  return new Map(bundlet.map((s, i) => [String(s['$id']), { fil: schemas[i]![0], schema: s }]));
}

function laesFrigivne(rod: string): Map<string, unknown> {
  const mappe = join(rod, 'schemas');
  return new Map(
    readdirSync(mappe)
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => [join('schemas', f), JSON.parse(readFileSync(join(mappe, f), 'utf8')) as unknown]),
  );
}

/**
 * The code is typed from the released schemas (contract/generated) and reads their fields by name: a
 * set may add fields and rules, but every field a released schema has must stay, with its type, and
 * stay required where it was (the types say it is always there). Names each field that went or changed.
 */
export function tjekKontrakt(filer: ReadonlyMap<string, unknown>, rod: string): DefinitionsFejl[] {
  let nu: ReturnType<typeof bundlede>;
  try {
    nu = bundlede(filer);
  } catch {
    // A $ref to nothing: the schemas' own check names it.
    return [];
  }
  const fejl: DefinitionsFejl[] = [];
  for (const [id, { schema: frigivet }] of bundlede(laesFrigivne(rod))) {
    const sat = nu.get(id);
    // A schema gone altogether is named by the check of missing files.
    if (!sat) continue;
    const sammenlign = (foer: Json, efter: Json, sti: string) => {
      const problem = (besked: string, sted = sti) => fejl.push({ fil: sat.fil, sti: sted || '/', problem: besked });
      const [typeFoer, typeEfter] = [typeAf(foer), typeAf(efter)];
      if (typeFoer !== undefined && typeFoer !== typeEfter) {
        problem(b('kontraktType', { felt: sti || '/', foer: typeFoer, nu: typeEfter ?? b('ingen') }));
        return;
      }
      const kraevetEfter = new Set(Array.isArray(efter['required']) ? (efter['required'] as unknown[]) : []);
      for (const navn of Array.isArray(foer['required']) ? (foer['required'] as unknown[]) : []) {
        if (!kraevetEfter.has(navn)) problem(b('kontraktKraevet', { felt: `${sti}/properties/${String(navn)}` }), `${sti}/required`);
      }
      if (erObjekt(foer['properties'])) {
        const efterFelter = erObjekt(efter['properties']) ? efter['properties'] : {};
        for (const [navn, under] of Object.entries(foer['properties'])) {
          const felt = `${sti}/properties/${navn}`;
          const ny = efterFelter[navn];
          if (!erObjekt(ny)) problem(b('kontraktFelt', { felt }), felt);
          else if (erObjekt(under)) sammenlign(under, ny, felt);
        }
      }
      if (erObjekt(foer['items']) && erObjekt(efter['items'])) sammenlign(foer['items'], efter['items'], `${sti}/items`);
    };
    sammenlign(frigivet, sat.schema, '');
  }
  return fejl;
}
