import { readFileSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PRAEFIKS = '\0fond-live:';
const EFTER = '.live.js';
const rod = fileURLToPath(new URL('..', import.meta.url));
const liveFilModul = fileURLToPath(new URL('src/shared/live/live-filer.ts', import.meta.url));

/**
 * The path in the definition set of a file the web imports from schemas/ or workflows/ (its layouts,
 * schemas, machines; not the migrations, which only the server runs) or the theme (the portal's name),
 * under one of `mapper`; undefined for any other file (the fixed texts reach t() as texts).
 */
export function saetStiAf(fil: string, mapper: readonly string[]): string | undefined {
  for (const mappe of mapper) {
    const rel = relative(mappe, fil);
    if (rel.startsWith('..') || isAbsolute(rel) || !rel.endsWith('.json')) continue;
    const sti = rel.split(sep).join('/');
    if ((/^(schemas|workflows)\//.test(sti) && !sti.startsWith('workflows/migreringer/')) || sti === 'content/tema.json') return sti;
  }
  return undefined;
}

/** The module of one such file: its JSON as built, unless the page brings the live version's (liveFil). */
export const liveModul = (sti: string, json: string, modul = liveFilModul): string =>
  `import { liveFil } from ${JSON.stringify(modul)};\nexport default liveFil(${JSON.stringify(sti)}, ${json.trim()});\n`;

/**
 * Every definition file the web app imports as a module is read through liveFil, so a layout,
 * workflow or wizard step published after the build is what the page uses, with no rebuild: the
 * server puts the files the live version changed in the page (server/static.ts).
 */
export function liveDefinitioner(): Plugin {
  const mapper = [rod];
  return {
    name: 'fond:live-definitioner',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith('\0')) return undefined;
      const fundet = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!fundet || fundet.external || fundet.id.includes('?')) return undefined;
      // Not ending in .json: the JSON plugin would take the module for JSON.
      return saetStiAf(fundet.id, mapper) ? `${PRAEFIKS}${fundet.id}${EFTER}` : undefined;
    },
    load(id) {
      if (!id.startsWith(PRAEFIKS)) return undefined;
      const fil = id.slice(PRAEFIKS.length, -EFTER.length);
      this.addWatchFile(fil);
      return liveModul(saetStiAf(fil, mapper)!, readFileSync(fil, 'utf8'));
    },
  };
}
