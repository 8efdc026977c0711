import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length';
import formater from '@engine/formats/precompiled';
import { FORMATER_MODUL } from '@contract/web-validatorer';

type Validate = (data: unknown) => boolean;

/** What the server's validator module holds (server/definitioner/saet/web-validatorer.ts). */
interface LiveModul {
  schema: RJSFSchema;
  validatorer: (require: (modul: string) => unknown) => Record<string, Validate>;
}

// Loaders differ in what a namespace import of CommonJS holds: its exports, or them under `default`.
const exportsAf = (ns: { default?: unknown }) =>
  typeof ns.default === 'object' && ns.default !== null && '__esModule' in ns.default ? ns.default : ns;

// The runtime modules rjsf's precompiled code asks for, as the build's validator modules import them (web/validator-code.ts).
const MODULER: Readonly<Record<string, unknown>> = {
  'ajv/dist/runtime/ucs2length': exportsAf(ucs2length),
  [FORMATER_MODUL]: { default: formater },
};

function kraev(modul: string): unknown {
  if (!(modul in MODULER)) throw new Error(`A live validator asks for an unknown module "${modul}"`);
  return MODULER[modul];
}

/**
 * Loads the validator the server made from the live definitions for one schema (its address is named
 * by the page, web/src/shared/live/live-validatorer.ts): a module like the build's own, loaded only on
 * pages that need it after a publish, so the bundle carries none of this otherwise.
 */
export async function indlaesLiveValidator(
  schemaId: string,
  adresse: string,
): Promise<{ schema: RJSFSchema; validator: ValidatorType; validate: Validate }> {
  const modul = (await import(/* @vite-ignore */ adresse)) as LiveModul;
  const fns = modul.validatorer(kraev);
  const validate = fns[schemaId];
  if (!validate) throw new Error(`The live validator at ${adresse} has no function for "${schemaId}"`);
  return { schema: modul.schema, validator: createPrecompiledValidator(fns, modul.schema), validate };
}
