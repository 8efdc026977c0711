import { join } from 'node:path';
import { bundleAll } from '../../engine/bundle';
import { schemaTilLayout } from '../../engine/formular-schema';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One layout of a definition set with the schema it lays out, bundled as the forms get it (refs inlined). */
export interface LayoutMedSchema {
  fil: string;
  /** schemas/<navn>.ui.json */
  navn: string;
  ui: unknown;
  schema: Json;
}

/**
 * Every layout of the files with its schema, by the name rule of engine/formular-schema.ts; none when
 * the schemas do not bundle (a $ref to nothing, which the schemas' own check names), and no layout
 * whose schema is missing (tjekSchemas' and tjekKontrakt's to name).
 */
export function layoutsMedSchema(filer: ReadonlyMap<string, unknown>): LayoutMedSchema[] {
  const raa = [...filer].flatMap(([fil, s]) =>
    fil.startsWith('schemas') && fil.endsWith('.schema.json') && erObjekt(s) ? [[fil, s] as const] : [],
  );
  let bundlede: Map<unknown, Json>;
  try {
    bundlede = new Map(bundleAll(raa.map(([, s]) => s)).map((s) => [s['$id'], s]));
  } catch {
    return [];
  }
  const ids = new Map(raa.map(([fil, s]) => [fil.slice('schemas/'.length, -'.schema.json'.length), String(s['$id'])]));
  return [...filer].flatMap(([fil, ui]) => {
    if (!fil.startsWith(join('schemas', '')) || !fil.endsWith('.ui.json')) return [];
    const navn = fil.slice('schemas/'.length, -'.ui.json'.length);
    const schema = bundlede.get(schemaTilLayout(navn, ids));
    return erObjekt(schema) ? [{ fil, navn, ui, schema }] : [];
  });
}
