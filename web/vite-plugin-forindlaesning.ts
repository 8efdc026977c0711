import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FORINDLAESNING } from './src/app/forindlaesning.ts';

/** One page of web/src/app/forindlaesning.ts as the server reads it: its chunk files instead of modules. */
export interface SideForindlaesning {
  sti: string;
  scripts: string[];
  /** The stylesheets those chunks import, which the lazy import of each would otherwise fetch after it (none in an older build's list). */
  styles?: string[];
  data: { sti: string; login?: 'loenmodtager' | 'virksomhed' }[];
  /**
   * The schemas whose validators the first screen loads, and the chunks (beyond `scripts`) of the code
   * that loads a validator the server made instead: named when the live definitions changed one of
   * those schemas since the build, so the page fetches it beside the entry (server/forindlaesning.ts).
   */
  validatorer?: { ids: string[]; scripts: string[] };
}

const LIVE_VALIDATOR = 'src/shared/schema-form/live-validator.ts';

const WIDGETS = 'src/shared/schema-form/widgets';

/**
 * The modules of the portal's widgets, fields and templates a layout (schemas/<navn>.ui.json) names,
 * found as SchemaForm finds them (schema-form/register.ts): every string in it that names one, which
 * lives in widgets/<name>/<name>.tsx.
 */
export function layoutModuler(layout: unknown, webRod: string): string[] {
  const strenge = new Set<string>();
  const besoeg = (vaerdi: unknown) => {
    if (typeof vaerdi === 'string') strenge.add(vaerdi);
    else if (typeof vaerdi === 'object' && vaerdi !== null) Object.values(vaerdi).forEach(besoeg);
  };
  besoeg(layout);
  return [...strenge]
    .filter((navn) => /^[a-z][a-z-]*$/.test(navn))
    .map((navn) => `${WIDGETS}/${navn}/${navn}.tsx`)
    .filter((modul) => existsSync(join(webRod, modul)))
    .sort();
}

/**
 * Writes `.vite/forindlaesning.json`: for each citizen page, the chunk files of its modules and
 * everything they import statically, for the server to name in the page's HTML; `ui:<navn>` stands
 * for the widgets the layout schemas/<navn>.ui.json names. A module that is in no chunk (renamed,
 * moved) fails the build.
 */
export function forindlaesning(webRod: string, schemaDir: string): Plugin {
  return {
    name: 'fond:forindlaesning',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((del): del is OutputChunk => del.type === 'chunk');
      const chunkMed = (modul: string) => {
        const id = modul.startsWith('virtual:') ? `\0${modul}` : join(webRod, modul);
        const chunk = chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) this.error(`${modul} (web/src/app/forindlaesning.ts) findes ikke i nogen chunk`);
        return chunk;
      };
      const medImporter = (chunk: OutputChunk, filer: Set<string>) => {
        if (filer.has(chunk.fileName)) return;
        filer.add(chunk.fileName);
        for (const fil of chunk.imports) {
          const importeret = bundle[fil];
          if (importeret?.type === 'chunk') medImporter(importeret, filer);
        }
      };
      const sider: SideForindlaesning[] = FORINDLAESNING.map(({ sti, moduler, data }) => {
        const filer = new Set<string>();
        const layout = (navn: string) => layoutModuler(JSON.parse(readFileSync(join(schemaDir, `${navn}.ui.json`), 'utf8')), webRod);
        const alle = moduler.flatMap((modul) => (modul.startsWith('ui:') ? layout(modul.slice('ui:'.length)) : [modul]));
        for (const modul of alle) medImporter(chunkMed(modul), filer);
        const styles = [...filer].flatMap((fil) => {
          const chunk = bundle[fil];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const ids = moduler.filter((m) => m.startsWith('virtual:validator/')).map((m) => m.slice('virtual:validator/'.length));
        const liveScripts = new Set<string>();
        if (ids.length > 0) medImporter(chunkMed(LIVE_VALIDATOR), liveScripts);
        const validatorer = ids.length > 0 ? { validatorer: { ids, scripts: [...liveScripts].filter((fil) => !filer.has(fil)) } } : {};
        return { sti, scripts: [...filer], styles: [...new Set(styles)], data: [...data], ...validatorer };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/forindlaesning.json', source: JSON.stringify(sider, null, 1) });
    },
  };
}
