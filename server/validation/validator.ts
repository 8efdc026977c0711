import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../../engine/ajv';
import { bundleAll } from '../../engine/bundle';
import { feltFejl, type FeltFejl } from '../../engine/felt-fejl';
import { definitionsDir } from '../config';

const schemaDir = join(definitionsDir(), 'schemas');

/** Every JSON Schema in schemas/ (the *.schema.json files; *.ui.json are layouts for the web). */
export function laesSchemas(dir = schemaDir): object[] {
  return readdirSync(dir)
    .filter((fil) => fil.endsWith('.schema.json'))
    .sort()
    .map((fil) => JSON.parse(readFileSync(join(dir, fil), 'utf8')) as object);
}

const schemas = laesSchemas();
const ajv = createAjv(schemas);
const bundlede = bundleAll(schemas as Record<string, unknown>[]);

/** The schema with that $id as forms and validators see it (refs inlined): for its titles. */
export function schemaMedId(schemaId: string): Record<string, unknown> {
  const schema = bundlede.find((s) => s['$id'] === schemaId);
  if (!schema) throw new Error(`No schema with $id "${schemaId}" in schemas/`);
  return schema;
}

/** Validates data against the schema with that $id; the Danish problems, or [] when valid. */
export function valider(schemaId: string, data: unknown): FeltFejl[] {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`No schema with $id "${schemaId}" in schemas/`);
  return validate(data) ? [] : feltFejl(validate.errors);
}
