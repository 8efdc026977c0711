import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const VALIDATOR = 'virtual:validator/';
const VALIDATORS = 'virtual:validators';
const SCHEMAS = 'virtual:schemas';

type ValidatorCode = typeof import('./validator-code');

/**
 * Precompiles, at build time, the browser's validator of every schema in schemas/, so the browser
 * ships no schema compiler and needs no 'unsafe-eval'. `virtual:validator/<$id>` is one schema's
 * module: rjsf's precompiled validator of the root schema and of every sub-schema rjsf checks on its
 * own (oneOf, if/then, dependencies); `virtual:validators` loads any of them by $id. The code is
 * made by web/validator-code.ts, loaded through Vite's module runner as the engine's TypeScript needs.
 * `virtual:schemas` is every schema itself, read from the same folder (DEFINITIONS_DIR when set).
 */
export function validators(): Plugin {
  let kode: Promise<ValidatorCode> | undefined;
  return {
    name: 'fond:validators',
    resolveId(id) {
      return id === VALIDATORS || id === SCHEMAS || id.startsWith(VALIDATOR) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id !== `\0${VALIDATORS}` && id !== `\0${SCHEMAS}` && !id.startsWith(`\0${VALIDATOR}`)) return undefined;
      kode ??= runnerImport<ValidatorCode>(fileURLToPath(new URL('validator-code.ts', import.meta.url))).then((r) => r.module);
      const { schemaDir, loadersModule, validatorModule, schemasModule } = await kode;
      for (const navn of readdirSync(schemaDir)) if (navn.endsWith('.schema.json')) this.addWatchFile(join(schemaDir, navn));
      if (id === `\0${SCHEMAS}`) return schemasModule();
      return id === `\0${VALIDATORS}`
        ? loadersModule((schemaId) => VALIDATOR + schemaId)
        : validatorModule(id.slice(`\0${VALIDATOR}`.length));
    },
  };
}
