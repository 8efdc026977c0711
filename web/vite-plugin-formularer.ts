import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { schemaTilLayout } from '../engine/formular-schema.ts';

const MODUL = 'virtual:formularer';
const rod = fileURLToPath(new URL('..', import.meta.url));
const liveFormularModul = fileURLToPath(new URL('src/shared/live/live-formularer.ts', import.meta.url));

/** One form as /app/admin/formularer shows it: a layout in schemas/ and the schema it lays out. */
export interface Formular {
  /** The layout's name: schemas/<navn>.ui.json. */
  navn: string;
  /** The $id of the schema it lays out. */
  schemaId: string;
  ui: Record<string, unknown>;
  /** schemas/<navn>.eksempel.json, when there is one: sample data and the widgets' sample context. */
  eksempel?: Record<string, unknown>;
}

/**
 * `virtual:formularer`: every schemas/*.ui.json with its schema and sample, read at build time from
 * the same folder as the forms (DEFINITIONS_DIR when set), so a layout added to a copy is listed
 * too. Only the admin area imports it.
 */
export function formularer(definitionsDir = rod): Plugin {
  const schemaDir = join(definitionsDir, 'schemas');
  return {
    name: 'fond:formularer',
    resolveId: (id) => (id === MODUL ? `\0${MODUL}` : undefined),
    load(id) {
      if (id !== `\0${MODUL}`) return undefined;
      for (const navn of readdirSync(schemaDir)) if (navn.endsWith('.json')) this.addWatchFile(join(schemaDir, navn));
      // With the layouts and samples the live definitions change or add (web/src/shared/live/live-formularer.ts).
      return [
        `import { liveFormularer } from ${JSON.stringify(liveFormularModul)};`,
        `export default liveFormularer(${JSON.stringify(laesFormularer(schemaDir))}, ${JSON.stringify(schemaNavne(schemaDir))});`,
        '',
      ].join('\n');
    },
  };
}

const laes = (sti: string) => JSON.parse(readFileSync(sti, 'utf8')) as Record<string, unknown>;

/** Each schema file's name (without .schema.json) and its $id. */
function schemaNavne(schemaDir: string): Record<string, string> {
  const filer = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'));
  return Object.fromEntries(filer.sort().map((f) => [f.slice(0, -'.schema.json'.length), String(laes(join(schemaDir, f))['$id'])]));
}

/** The forms of a schemas/ folder, in file order. */
export function laesFormularer(schemaDir: string): Formular[] {
  const filer = readdirSync(schemaDir).sort();
  const ids = new Map(Object.entries(schemaNavne(schemaDir)));
  return filer
    .filter((f) => f.endsWith('.ui.json'))
    .map((fil) => {
      const navn = fil.slice(0, -'.ui.json'.length);
      const eksempelFil = join(schemaDir, `${navn}.eksempel.json`);
      return {
        navn,
        schemaId: schemaTil(navn, ids),
        ui: laes(join(schemaDir, fil)),
        ...(existsSync(eksempelFil) ? { eksempel: laes(eksempelFil) } : {}),
      };
    });
}

/** The schema a layout belongs to (engine/formular-schema.ts); a layout without one fails the build. */
function schemaTil(navn: string, ids: Map<string, string>): string {
  const schemaId = schemaTilLayout(navn, ids);
  if (schemaId === undefined)
    throw new Error(`schemas/${navn}.ui.json: intet schema hedder ${navn}.schema.json eller en begyndelse af det`);
  return schemaId;
}
