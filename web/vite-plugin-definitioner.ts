import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { definitionSti } from '../engine/definitioner.ts';

const rod = fileURLToPath(new URL('..', import.meta.url));

/**
 * With DEFINITIONS_DIR set, the build takes every imported definition file (a form's layout, a
 * workflow, the fixed wording) from that copy of schemas/, workflows/ and content/ — the same rule
 * the server's module hook follows (server/definitioner/hook.ts).
 */
export function definitioner(dir = process.env['DEFINITIONS_DIR']): Plugin {
  const definitionsDir = dir && resolve(dir);
  return {
    name: 'fond:definitioner',
    enforce: 'pre',
    // The dev server may serve files from the copy too.
    config: () => (definitionsDir ? { server: { fs: { allow: [definitionsDir] } } } : undefined),
    async resolveId(source, importer, options) {
      if (!definitionsDir || !source.endsWith('.json')) return undefined;
      const fundet = await this.resolve(source, importer, { ...options, skipSelf: true });
      const sti = fundet && definitionSti(fundet.id, rod, definitionsDir);
      return sti ?? undefined;
    },
  };
}
