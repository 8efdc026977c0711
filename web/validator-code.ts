import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { ajvOptions, extendAjv } from '../engine/ajv';
import { bundleAll } from '../engine/bundle';
import formats from '../engine/formats/precompiled';
import { KERNEFELTER, kernefelterBehov } from './kernefelter-behov';
import { laesFormularer } from './vite-plugin-formularer';

const fil = (sti: string) => fileURLToPath(new URL(sti, import.meta.url));
// Always the repository's: what the live definitions change, the server makes and the page names (server/definitioner/saet/web-validatorer.ts).
export const schemaDir = join(fil('..'), 'schemas');
const formatsModul = fil('../engine/formats/precompiled.ts');
const validatorModul = fil('src/shared/schema-form/validator.ts');
const kernefelterModul = fil('src/shared/schema-form/kernefelter.ts');
const liveSchemaModul = fil('src/shared/live/live-schemaer.ts');

/** Every schemas/*.schema.json as written. */
function raaSchemas(): Record<string, unknown>[] {
  const filer = readdirSync(schemaDir).filter((navn) => navn.endsWith('.schema.json'));
  return filer.sort().map((navn) => JSON.parse(readFileSync(join(schemaDir, navn), 'utf8')) as Record<string, unknown>);
}

/** Every schema, bundled as the server bundles them (refs to felter inlined, since rjsf cannot follow refs between files). */
const schemas = () => bundleAll(raaSchemas());

/** The bundled schema with this $id; a missing one fails the build. */
function schemaMedId(schemaId: string): Record<string, unknown> {
  const schema = schemas().find((s) => s['$id'] === schemaId);
  if (!schema) throw new Error(`Intet schema med $id "${schemaId}" i schemas/`);
  return schema;
}

/** `virtual:schema/<$id>`: one schema, bundled, so a form's page carries its own schema and no other. */
export function schemaModule(schemaId: string): string {
  // As the live definitions word it when the page brings a newer one (web/src/shared/live/live-schemaer.ts).
  return [
    `import { liveSchema } from ${JSON.stringify(liveSchemaModul)};`,
    `export default liveSchema(${JSON.stringify(schemaId)}, ${JSON.stringify(schemaMedId(schemaId))});`,
    '',
  ].join('\n');
}

/** `virtual:schemas`: every schema, each from its own module (for the secretariat's screens, which name any). */
export function schemasModule(schemaId: (schemaId: string) => string): string {
  const ids = schemas().map(({ $id }) => String($id));
  return [
    `import { liveSchemaListe } from ${JSON.stringify(liveSchemaModul)};`,
    ...ids.map((id, i) => `import s${i} from ${JSON.stringify(schemaId(id))};`),
    // With those the live definitions add, which no build has.
    `export default liveSchemaListe([${ids.map((_id, i) => `s${i}`).join(', ')}]);`,
    '',
  ].join('\n');
}

/** `virtual:validators`: a loader per $id, each its own chunk, so a screen fetches only its forms' validators. */
export function loadersModule(validatorId: (schemaId: string) => string): string {
  const linjer = schemas().map(({ $id }) => `  ${JSON.stringify($id)}: () => import(${JSON.stringify(validatorId(String($id)))}),`);
  return `export const loaders = {\n${linjer.join('\n')}\n};\n`;
}

/**
 * `virtual:validator/<$id>`: rjsf's precompiled validator of that root schema, made with the server's
 * ajv options, formats and ajv-errors messages. compileSchemaValidatorsCode emits CommonJS (its export
 * names are $ids and hashes, which ESM export names cannot be), so it runs inside a function given
 * `exports` and a `require` that answers with the modules imported here: ajv's runtime helpers and our formats.
 * It brings the rjsf fields the schema renders by its layouts (a list, a union), which the build leaves
 * out of rjsf's registry (kernefelter-behov.ts), so they come with the form's validator, not after it.
 */
export function validatorModule(schemaId: string, schemaModulId: string): string {
  const schema = schemaMedId(schemaId);
  for (const format of formatNavne(schema)) {
    if (!(format in formats)) throw new Error(`Formatet "${format}" i ${schemaId} mangler i engine/formats/precompiled.ts`);
  }
  const kode = compileSchemaValidatorsCode(schema as RJSFSchema, {
    ajvOptionsOverrides: { ...ajvOptions, code: { formats: _`require(${formatsModul}).default` } },
    // rjsf compiles an `if` or a `oneOf` option alone too: each pattern carries its own length (engine/moenster.ts).
    extenderFn: (ajv) => extendAjv(ajv),
  });
  const moduler = [...new Set(Array.from(kode.matchAll(/require\("([^"]+)"\)/g), (m) => m[1] ?? ''))];
  const id = JSON.stringify(schemaId);
  const layouts = laesFormularer(schemaDir).filter((f) => f.schemaId === schemaId);
  const felter = kernefelterBehov(
    schema,
    layouts.map((f) => f.ui),
  );
  return [
    `import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';`,
    `import schema from ${JSON.stringify(schemaModulId)};`,
    `import { registerValidator } from ${JSON.stringify(validatorModul)};`,
    `import { registrerKernefelter } from ${JSON.stringify(kernefelterModul)};`,
    ...felter.map((felt) => `import ${felt} from ${JSON.stringify(KERNEFELTER[felt])};`),
    ...moduler.map((modul, i) => `import * as m${i} from ${JSON.stringify(modul)};`),
    `const moduler = { ${moduler.map((modul, i) => `${JSON.stringify(modul)}: m${i}`).join(', ')} };`,
    // Loaders differ in what a namespace import of CommonJS holds: its exports, or them under `default`.
    `const exportsAf = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);`,
    `const validateFns = {};`,
    `((exports, require) => {\n${kode}\n})(validateFns, (modul) => exportsAf(moduler[modul]));`,
    `export const validate = validateFns[${id}];`,
    `export const validator = createPrecompiledValidator(validateFns, schema);`,
    `registerValidator(${id}, validator, validate, schema);`,
    `registrerKernefelter({ ${felter.join(', ')} });`,
    '',
  ].join('\n');
}

/** Every `format` a schema names; an errorMessage's `format` is the message for one, not a name. */
function formatNavne(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(formatNavne);
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([noegle, vaerdi]) =>
    noegle === 'errorMessage' ? [] : noegle === 'format' && typeof vaerdi === 'string' ? [vaerdi] : formatNavne(vaerdi),
  );
}
