import type { RJSFSchema } from '@rjsf/utils';

/** Every schemas/*.schema.json, bundled: the validator registers them all, forms pick theirs by $id. */
export const schemas: readonly RJSFSchema[] = Object.values(
  import.meta.glob<RJSFSchema>('../../../../schemas/*.schema.json', { eager: true, import: 'default' }),
);

/** The schema with this $id; a missing one is a programming error. */
export function schemaMedId(id: string): RJSFSchema {
  const schema = schemas.find((s) => s.$id === id);
  if (!schema) throw new Error(`No schema with $id "${id}" in schemas/`);
  return schema;
}
