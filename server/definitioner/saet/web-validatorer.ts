import { createHash } from 'node:crypto';
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { ajvOptions, extendAjv } from '../../../engine/ajv';
import { bundleAll } from '../../../engine/bundle';
import { FORMATER_MODUL, VALIDATOR_STI } from '../../../contract/web-validatorer';
import { schemasI } from '../../validation/validator';
import type { Saet } from './filer';

interface Bundlet {
  schema: Record<string, unknown>;
  /** What names this bundled schema in its module's address: a new wording is a new address, never a stale cache. */
  hash: string;
}

// Per set: each schema bundled as the forms get it (refs to felter inlined), with its hash.
const bundletPerSaet = new WeakMap<Saet, ReadonlyMap<string, Bundlet>>();

function bundlede(saet: Saet): ReadonlyMap<string, Bundlet> {
  let alle = bundletPerSaet.get(saet);
  if (!alle) {
    const schemas = bundleAll(schemasI(saet) as Record<string, unknown>[]);
    alle = new Map(
      schemas.map((schema) => {
        const hash = createHash('sha256').update(JSON.stringify(schema)).digest('base64url').slice(0, 16);
        return [String(schema['$id']), { schema, hash }];
      }),
    );
    bundletPerSaet.set(saet, alle);
  }
  return alle;
}

const adresse = (version: number, schemaId: string, hash: string) =>
  `${VALIDATOR_STI}/${version}/${encodeURIComponent(schemaId)}.${hash}.js`;

const aendredePerSaet = new WeakMap<Saet, ReadonlyMap<string, Bundlet>>();

/** The schemas, bundled, that the live set words otherwise than `bygget` (the set the web app was built from), or adds. */
function aendrede(live: Saet, bygget: Saet): ReadonlyMap<string, Bundlet> {
  if (live === bygget) return new Map();
  let aendret = aendredePerSaet.get(live);
  if (!aendret) {
    const foer = bundlede(bygget);
    aendret = new Map([...bundlede(live)].filter(([id, { hash }]) => foer.get(id)?.hash !== hash));
    aendredePerSaet.set(live, aendret);
  }
  return aendret;
}

/**
 * Those schemas, each with the address of its browser validator made from the live set: what a page
 * needs beside its bundle so its forms check what the server checks (usually nothing).
 */
export function validatorAendringer(live: Saet, bygget: Saet): Readonly<Record<string, string>> {
  return Object.fromEntries([...aendrede(live, bygget)].map(([id, { hash }]) => [id, adresse(live.version, id, hash)]));
}

/** Those schemas themselves, bundled, for the code that reads a schema's titles and choices (usually none). */
export function schemaAendringer(live: Saet, bygget: Saet): Readonly<Record<string, Record<string, unknown>>> {
  return Object.fromEntries([...aendrede(live, bygget)].map(([id, { schema }]) => [id, schema]));
}

// Made modules by hash: the same bundled schema makes the same code, in any version.
const moduler = new Map<string, string>();
const MAKS_MODULER = 200;

/**
 * The browser validator module of one schema of a set, when `hash` is that schema's in the set: rjsf's
 * precompiled validator code (ajv standalone, so the page's CSP needs no 'unsafe-eval') made with the
 * options, formats and Danish messages the build uses (web/validator-code.ts), and the bundled schema.
 * The CommonJS that rjsf emits runs inside `validatorer(require)`, which the web app calls with the
 * runtime modules it names (web/src/shared/schema-form/live-validator.ts).
 */
export function validatorModul(saet: Saet, schemaId: string, hash: string): string | undefined {
  const bundlet = bundlede(saet).get(schemaId);
  if (!bundlet || bundlet.hash !== hash) return undefined;
  return modulI(moduler, MAKS_MODULER, bundlet);
}

/** The module of a bundled schema from `cache` (by its hash), made and kept there (the oldest out past `maks`) when missing. */
function modulI(cache: Map<string, string>, maks: number, bundlet: Bundlet): string {
  let modul = cache.get(bundlet.hash);
  if (!modul) {
    const kode = compileSchemaValidatorsCode(bundlet.schema as RJSFSchema, {
      ajvOptionsOverrides: { ...ajvOptions, code: { formats: _`require(${FORMATER_MODUL}).default` } },
      extenderFn: (ajv) => extendAjv(ajv),
    });
    modul = [
      `export const schema = ${JSON.stringify(bundlet.schema)};`,
      'export function validatorer(require) {',
      'const exports = {};',
      kode,
      'return exports;',
      '}',
      '',
    ].join('\n');
    if (cache.size >= maks) cache.delete(cache.keys().next().value as string);
    cache.set(bundlet.hash, modul);
  }
  return modul;
}

// The previews' modules, apart from the published sets' and fewer: the form editor makes one per edit, and they must never
// push the live pages' validators out.
const forhaandsvisninger = new Map<string, string>();
const MAKS_FORHAANDSVISNINGER = 20;

/** Where a draft preview's validator is served: the hash names the bundled schema, so the address is immutable. */
export const forhaandsvisningAdresse = (schemaId: string, hash: string) =>
  `${VALIDATOR_STI}/udkast/${encodeURIComponent(schemaId)}.${hash}.js`;

/**
 * The browser validator of one schema of a set nobody has published (the form editor's unsaved edits
 * over a draft): made as a published one is, kept among the last previews by its hash, and its address.
 * Undefined when the set has no such schema; throws when the schema does not compile.
 */
export function forhaandsvisning(saet: Saet, schemaId: string): { schemaId: string; adresse: string } | undefined {
  const bundlet = bundlede(saet).get(schemaId);
  if (!bundlet) return undefined;
  modulI(forhaandsvisninger, MAKS_FORHAANDSVISNINGER, bundlet);
  return { schemaId, adresse: forhaandsvisningAdresse(schemaId, bundlet.hash) };
}

/** A preview's module made before (forhaandsvisning), by its hash; undefined once it has given way to newer ones. */
export const forhaandsvisningModul = (hash: string): string | undefined => forhaandsvisninger.get(hash);
