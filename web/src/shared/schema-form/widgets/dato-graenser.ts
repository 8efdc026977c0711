/** The date (YYYY-MM-DD) a day after or before; undefined when it is no date. */
export function naboDag(dato: string, dage: 1 | -1): string | undefined {
  const tid = Date.parse(dato);
  return Number.isNaN(tid) ? undefined : new Date(tid + dage * 864e5).toISOString().slice(0, 10);
}

/**
 * A date field's own bounds in its schema (felter#/definitions/dato: the years 2000 to 2100) as a
 * date input's min and max. The schema's are exclusive (so a field can add its own formatMinimum
 * beside them), an input's inclusive: the day after and the day before.
 */
export function datoGraenser(schema: unknown): { min?: string; max?: string } {
  const felt = typeof schema === 'object' && schema !== null ? (schema as Record<string, unknown>) : {};
  const graense = (noegle: 'formatExclusiveMinimum' | 'formatExclusiveMaximum', dage: 1 | -1) =>
    typeof felt[noegle] === 'string' ? naboDag(felt[noegle], dage) : undefined;
  return { min: graense('formatExclusiveMinimum', 1), max: graense('formatExclusiveMaximum', -1) };
}
