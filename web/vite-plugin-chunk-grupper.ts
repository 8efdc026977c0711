import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { KERNEFELTER } from './kernefelter-behov.ts';
import { FORINDLAESNING } from './src/app/forindlaesning.ts';
import { layoutModuler } from './vite-plugin-forindlaesning.ts';

/**
 * Imported by a first screen's modules for what it does not run, so not followed: rjsf's list and
 * union fields (they come with the forms that render them, web/kernefelter-behov.ts) and XState,
 * which engine/workflow.ts imports for the wizard only; they stay in chunks of their own.
 */
const IKKE_FULGT = [...Object.values(KERNEFELTER).map((fil) => `/node_modules/${fil}`), '/node_modules/xstate/'];

/** One of Rolldown's `output.codeSplitting.groups`. */
interface Gruppe {
  name: string;
  priority: number;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

/**
 * A citizen's first screen in a handful of files instead of thirty (issue 21). Served as HTTP/1.1,
 * a browser fetches six files at a time and each costs a round trip, 150 ms on Slow 4G. Rolldown
 * splits by every set of lazy chunks that share a module; this keeps that for everything else, but
 * puts each module a first screen of web/src/app/forindlaesning.ts needs (from the entry and the
 * screen's modules, by static imports) in one chunk per set of first screens that need it: what all
 * of them need is one file, what only the wizard needs another. So no first screen fetches a byte it
 * did not fetch before, and web/e2e/budget.test.ts still counts what the browser loads.
 *
 * Returns the plugin that reads the module graph when it is complete and the groups for
 * `codeSplitting`; a group with more screens goes first, so a module's imports, needed by at least
 * the same screens, are never pulled into a smaller group.
 */
export function chunkGrupper(webRod: string, schemaDir: string): { plugin: Plugin; groups: Gruppe[] } {
  const skaerme = FORINDLAESNING.map(({ moduler }) => [
    join(webRod, 'src/main.tsx'),
    ...moduler.flatMap((modul) => {
      if (modul.startsWith('virtual:')) return [`\0${modul}`];
      if (!modul.startsWith('ui:')) return [join(webRod, modul)];
      const layout: unknown = JSON.parse(readFileSync(join(schemaDir, `${modul.slice('ui:'.length)}.ui.json`), 'utf8'));
      return layoutModuler(layout, webRod).map((m) => join(webRod, m));
    }),
  ]);
  /** For each module a first screen needs: which of them, as a bit set. */
  const saet = new Map<string, number>();
  const plugin: Plugin = {
    name: 'fond:chunk-grupper',
    apply: 'build',
    buildEnd() {
      saet.clear();
      skaerme.forEach((roedder, i) => {
        const set = new Set<string>();
        const besoeg = (id: string) => {
          if (set.has(id) || IKKE_FULGT.some((del) => id.includes(del))) return;
          set.add(id);
          saet.set(id, (saet.get(id) ?? 0) | (1 << i));
          for (const importeret of this.getModuleInfo(id)?.importedIds ?? []) besoeg(importeret);
        };
        roedder.forEach(besoeg);
      });
    },
  };
  const navne = FORINDLAESNING.map(({ navn }) => navn);
  const alle = (1 << skaerme.length) - 1;
  const groups = Array.from({ length: alle }, (_, i) => i + 1)
    .sort((a, b) => antal(b) - antal(a) || a - b)
    .map((bits, i, liste) => ({
      name: bits === alle ? 'kerne' : navne.filter((_, n) => bits & (1 << n)).join('+'),
      priority: liste.length - i,
      test: (id: string) => saet.get(id) === bits,
      includeDependenciesRecursively: false,
    }));
  return { plugin, groups };
}

function antal(bits: number): number {
  let n = 0;
  for (let b = bits; b > 0; b >>= 1) n += b & 1;
  return n;
}
