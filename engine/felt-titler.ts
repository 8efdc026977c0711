/** A schema's top-level fields, each with its title (its name when it has none): how the wizard's check page names them. */
export function feltTitler(schema: Record<string, unknown>): Record<string, string> {
  const egenskaber = (schema['properties'] ?? {}) as Record<string, { title?: unknown }>;
  return Object.fromEntries(Object.entries(egenskaber).map(([felt, s]) => [felt, typeof s.title === 'string' ? s.title : felt]));
}
