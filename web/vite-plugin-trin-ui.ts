import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { feltTitler } from '../engine/felt-titler.ts';

const MODUL = 'virtual:trin-ui/';
const rod = fileURLToPath(new URL('..', import.meta.url));
const liveTrinModul = fileURLToPath(new URL('src/shared/live/live-trin.ts', import.meta.url));

type Json = Record<string, unknown>;

/**
 * `virtual:trin-ui/<machine id>`: the layouts (schemas/<ui>.ui.json) the steps of one wizard machine
 * name in their meta, by name, and the title of each top-level field of their schemas (for the check
 * page), read at build time from the definitions (DEFINITIONS_DIR when set). A step added to the
 * machine brings its layout with it, and the wizard's page carries only its own steps' layouts, not
 * every form's.
 */
export function trinUi(definitionsDir = rod): Plugin {
  return {
    name: 'fond:trin-ui',
    resolveId: (id) => (id.startsWith(MODUL) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${MODUL}`)) return undefined;
      const maskine = join(definitionsDir, 'workflows', `${id.slice(MODUL.length + 1)}.machine.json`);
      this.addWatchFile(maskine);
      const config = JSON.parse(readFileSync(maskine, 'utf8')) as Json;
      const uier: Record<string, unknown> = {};
      for (const ui of trinLayouts(config)) {
        const fil = join(definitionsDir, 'schemas', `${ui}.ui.json`);
        if (!existsSync(fil)) this.error(`${maskine}: et trin bruger opstillingen "${ui}", men schemas/${ui}.ui.json findes ikke`);
        this.addWatchFile(fil);
        uier[ui] = JSON.parse(readFileSync(fil, 'utf8'));
      }
      const schemaDir = join(definitionsDir, 'schemas');
      const felter = Object.fromEntries(
        [...schemaFiler(schemaDir)]
          .filter(([schemaId]) => trinSchemaer(config).includes(schemaId))
          .map(([schemaId, fil]) => {
            this.addWatchFile(fil);
            return [schemaId, feltTitler(JSON.parse(readFileSync(fil, 'utf8')) as Json)];
          }),
      );
      // Each layout and field title as the live definitions have them when the page brings newer ones (web/src/shared/live/live-trin.ts).
      return [
        `import { liveLayouts, liveFeltTitler } from ${JSON.stringify(liveTrinModul)};`,
        `export default liveLayouts(${JSON.stringify(uier)});`,
        `export const felter = liveFeltTitler(${JSON.stringify(felter)});`,
        '',
      ].join('\n');
    },
  };
}

/** The layouts a machine's states name in meta.ui. */
export function trinLayouts(config: Json): string[] {
  return metaVaerdier(config, 'ui');
}

function trinSchemaer(config: Json): string[] {
  return metaVaerdier(config, 'schema');
}

function metaVaerdier(config: Json, noegle: 'ui' | 'schema'): string[] {
  const states = (config['states'] ?? {}) as Record<string, { meta?: Json }>;
  return Object.values(states).flatMap((s) => (typeof s.meta?.[noegle] === 'string' ? [s.meta[noegle]] : []));
}

/** Every schema file of the folder by its $id. */
function schemaFiler(schemaDir: string): Map<string, string> {
  const filer = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'));
  return new Map(filer.map((f) => [String((JSON.parse(readFileSync(join(schemaDir, f), 'utf8')) as Json)['$id']), join(schemaDir, f)]));
}
