import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MODUL = 'virtual:formularer';
const rod = fileURLToPath(new URL('..', import.meta.url));

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
export function formularer(dir = process.env['DEFINITIONS_DIR']): Plugin {
  const schemaDir = join(resolve(dir ?? rod), 'schemas');
  return {
    name: 'fond:formularer',
    resolveId: (id) => (id === MODUL ? `\0${MODUL}` : undefined),
    load(id) {
      if (id !== `\0${MODUL}`) return undefined;
      for (const navn of readdirSync(schemaDir)) if (navn.endsWith('.json')) this.addWatchFile(join(schemaDir, navn));
      return `export default ${JSON.stringify(laesFormularer(schemaDir))};\n`;
    },
  };
}

const laes = (sti: string) => JSON.parse(readFileSync(sti, 'utf8')) as Record<string, unknown>;

/** The forms of a schemas/ folder, in file order. */
export function laesFormularer(schemaDir: string): Formular[] {
  const filer = readdirSync(schemaDir).sort();
  const ids = new Map(
    filer
      .filter((f) => f.endsWith('.schema.json'))
      .map((f) => [f.slice(0, -'.schema.json'.length), String(laes(join(schemaDir, f))['$id'])]),
  );
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

/**
 * The schema a layout belongs to: the one of the same name, else the longest whose name begins
 * the layout's (tekst-opret.ui.json and tekst-rediger.ui.json both lay out tekst.schema.json).
 */
function schemaTil(navn: string, ids: Map<string, string>): string {
  const kandidater = [...ids.keys()].filter((s) => s === navn || navn.startsWith(`${s}-`)).sort((a, b) => b.length - a.length);
  const fundet = kandidater[0];
  if (fundet === undefined) throw new Error(`schemas/${navn}.ui.json: intet schema hedder ${navn}.schema.json eller en begyndelse af det`);
  return ids.get(fundet) ?? fundet;
}
