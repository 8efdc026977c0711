import type { RJSFSchema } from '@rjsf/utils';
import alle from 'virtual:schemas';

/**
 * Every schemas/*.schema.json, bundled as the server bundles them (refs to felter inlined, since
 * rjsf cannot follow refs between files). For the secretariat's screens, which name any schema:
 * a citizen's form gets its own schema with its validator (skemaOgValidator), and code that needs a
 * schema's fields imports `virtual:schema/<$id>`, so a citizen's page carries no other schema.
 */
export const schemas: readonly RJSFSchema[] = alle;

/** The schema with this $id; a missing one is a programming error. */
export function schemaMedId(id: string): RJSFSchema {
  const schema = schemas.find((s) => s.$id === id);
  if (!schema) throw new Error(`No schema with $id "${id}" in schemas/`);
  return schema;
}
