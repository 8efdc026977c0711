import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createAjv } from '../../engine/ajv';
import { feltFejl, type FeltFejl } from '../../engine/felt-fejl';

const schemaDir = resolve(import.meta.dirname, '../../schemas');

/** Every JSON Schema in schemas/ (the *.schema.json files; *.ui.json are layouts for the web). */
export function laesSchemas(dir = schemaDir): object[] {
  return readdirSync(dir)
    .filter((fil) => fil.endsWith('.schema.json'))
    .sort()
    .map((fil) => JSON.parse(readFileSync(join(dir, fil), 'utf8')) as object);
}

const ajv = createAjv(laesSchemas());

/** Validates data against the schema with that $id; the Danish problems, or [] when valid. */
export function valider(schemaId: string, data: unknown): FeltFejl[] {
  const validate = ajv.getSchema(schemaId);
  if (!validate) throw new Error(`Ukendt schema: ${schemaId}`);
  return validate(data) ? [] : feltFejl(validate.errors);
}
