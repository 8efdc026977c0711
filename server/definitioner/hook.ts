import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResolveHook } from 'node:module';
import { definitionSti } from '../../engine/definitioner';

interface Data {
  rod: string;
  definitionsDir: string;
}

let data: Data | undefined;

/** Receives the repository root and DEFINITIONS_DIR from server/main.ts. */
export function initialize(d: Data): void {
  data = d;
}

/** Node module hook: an import of a definition file (e.g. a workflow's JSON) is answered from DEFINITIONS_DIR. */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resultat = await nextResolve(specifier, context);
  if (!data || !resultat.url.startsWith('file:')) return resultat;
  const sti = definitionSti(fileURLToPath(resultat.url), data.rod, data.definitionsDir);
  return sti ? { ...resultat, url: pathToFileURL(sti).href } : resultat;
};
