import { join } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FORINDLAESNING } from './src/app/forindlaesning.ts';

/** One page of web/src/app/forindlaesning.ts as the server reads it: its chunk files instead of modules. */
export interface SideForindlaesning {
  sti: string;
  scripts: string[];
  data: { sti: string; login?: 'loenmodtager' | 'virksomhed' }[];
}

/**
 * Writes `.vite/forindlaesning.json`: for each citizen page, the chunk files of its modules and
 * everything they import statically, for the server to name in the page's HTML. A module that is
 * in no chunk (renamed, moved) fails the build.
 */
export function forindlaesning(webRod: string): Plugin {
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
        for (const modul of moduler) medImporter(chunkMed(modul), filer);
        return { sti, scripts: [...filer], data: [...data] };
      });
      this.emitFile({ type: 'asset', fileName: '.vite/forindlaesning.json', source: JSON.stringify(sider, null, 1) });
    },
  };
}
