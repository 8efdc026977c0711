import type { RJSFSchema } from '@rjsf/utils';
import raw from 'virtual:schemas';
import { bundleAll } from '@engine/bundle';

/**
 * Every schemas/*.schema.json, bundled as the server bundles them (refs to felter inlined, since
 * rjsf cannot follow refs between files): forms pick theirs by $id, and so do their precompiled validators.
 */
export const schemas: readonly RJSFSchema[] = bundleAll(raw) as RJSFSchema[];

/** The schema with this $id; a missing one is a programming error. */
export function schemaMedId(id: string): RJSFSchema {
  const schema = schemas.find((s) => s.$id === id);
  if (!schema) throw new Error(`No schema with $id "${id}" in schemas/`);
  return schema;
}
