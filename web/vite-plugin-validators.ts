import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

const VALIDATOR = 'virtual:validator/';
const VALIDATORS = 'virtual:validators';
const SCHEMA = 'virtual:schema/';
const SCHEMAS = 'virtual:schemas';

type ValidatorCode = typeof import('./validator-code');

/**
 * Precompiles, at build time, the browser's validator of every schema in schemas/, so the browser
 * ships no schema compiler and needs no 'unsafe-eval'. `virtual:validator/<$id>` is one schema's
 * module: rjsf's precompiled validator of the root schema and of every sub-schema rjsf checks on its
 * own (oneOf, if/then, dependencies); `virtual:validators` loads any of them by $id. The code is
 * made by web/validator-code.ts, loaded through Vite's module runner as the engine's TypeScript needs.
 * `virtual:schema/<$id>` is one schema, bundled at build time (its validator brings it, so a form's
 * schema comes with its validator); `virtual:schemas` is all of them, for the secretariat's screens.
 * All are read from the same folder (DEFINITIONS_DIR when set).
 */
export function validators(): Plugin {
  let kode: Promise<ValidatorCode> | undefined;
  const erVores = (id: string) => id === VALIDATORS || id === SCHEMAS || id.startsWith(VALIDATOR) || id.startsWith(SCHEMA);
  return {
    name: 'fond:validators',
    resolveId(id) {
      return erVores(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith('\0') || !erVores(id.slice(1))) return undefined;
      const modul = id.slice(1);
      kode ??= runnerImport<ValidatorCode>(fileURLToPath(new URL('validator-code.ts', import.meta.url))).then((r) => r.module);
      const { schemaDir, loadersModule, validatorModule, schemaModule, schemasModule } = await kode;
      for (const navn of readdirSync(schemaDir)) if (navn.endsWith('.schema.json')) this.addWatchFile(join(schemaDir, navn));
      if (modul === SCHEMAS) return schemasModule((schemaId) => SCHEMA + schemaId);
      if (modul === VALIDATORS) return loadersModule((schemaId) => VALIDATOR + schemaId);
      if (modul.startsWith(SCHEMA)) return schemaModule(modul.slice(SCHEMA.length));
      const schemaId = modul.slice(VALIDATOR.length);
      return validatorModule(schemaId, SCHEMA + schemaId);
    },
  };
}
