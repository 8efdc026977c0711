import type { Ajv } from 'ajv';
import { createAjv } from '../../engine/ajv';
import { bundleAll } from '../../engine/bundle';
import { feltFejl, type FeltFejl } from '../../engine/felt-fejl';
import { aktueltSaet, frigivetSaet } from '../definitioner/saet/kontekst';
import type { Saet } from '../definitioner/saet/filer';

/** Every JSON Schema of a set (the *.schema.json files; *.ui.json are layouts for the web). */
export function schemasI(saet: Saet = aktueltSaet()): object[] {
  return Object.keys(saet.filer)
    .filter((sti) => sti.startsWith('schemas/') && sti.endsWith('.schema.json'))
    .sort()
    .map((sti) => saet.filer[sti] as object);
}

interface Validering {
  ajv: Ajv;
  bundlede: Record<string, unknown>[];
}

// Compiled once per version: a published version's object stays the same until the next is published.
const perSaet = new WeakMap<Saet, Validering>();

function validering(saet: Saet = aktueltSaet()): Validering {
  let v = perSaet.get(saet);
  if (!v) {
    const schemas = schemasI(saet);
    v = { ajv: createAjv(schemas), bundlede: bundleAll(schemas as Record<string, unknown>[]) };
    perSaet.set(saet, v);
  }
  return v;
}

/**
 * The validation of the definitions live now, or, for a schema they lack, the release's: a new release's
 * new API body (POST …/Tjek's) waits as a draft while the analysts have changed the live set, and the
 * route that takes it must work meanwhile.
 */
function valideringMed(schemaId: string): Validering {
  const live = validering();
  return live.bundlede.some((s) => s['$id'] === schemaId) ? live : validering(frigivetSaet());
}

/** The schema with that $id as forms and validators see it (refs inlined), in the definitions live now: for its titles. */
export function schemaMedId(schemaId: string): Record<string, unknown> {
  const schema = valideringMed(schemaId).bundlede.find((s) => s['$id'] === schemaId);
  if (!schema) throw new Error(`No schema with $id "${schemaId}" in schemas/`);
  return schema;
}

/** Validates data against the schema with that $id in the definitions live now; the Danish problems, or [] when valid. */
export function valider(schemaId: string, data: unknown): FeltFejl[] {
  const validate = valideringMed(schemaId).ajv.getSchema(schemaId);
  if (!validate) throw new Error(`No schema with $id "${schemaId}" in schemas/`);
  return validate(data) ? [] : feltFejl(validate.errors);
}
