import type { IndexFields, Query } from './types';

/**
 * A query answered in memory, for the embedded store: the same filter and order PostgreSQL gives
 * with SQL (store/postgres/sql.ts), so the contract suite holds both to one answer.
 */
export function matches(index: IndexFields, where: Query['where'] = {}): boolean {
  if (where.status !== undefined && index.status !== where.status) return false;
  if (where.owner !== undefined && index.owner !== where.owner) return false;
  if (where.fund !== undefined && index.fund !== where.fund) return false;
  if (where.reference !== undefined && index.reference !== where.reference) return false;
  if (where.caseRef !== undefined && index.caseRef !== where.caseRef) return false;
  if (where.document !== undefined && index.document !== where.document) return false;
  if (where.invoice !== undefined && index.invoice !== where.invoice) return false;
  if (where.createdFrom !== undefined && (index.created === undefined || index.created < where.createdFrom)) return false;
  if (where.createdTo !== undefined && (index.created === undefined || index.created > where.createdTo)) return false;
  return true;
}

/** The filter of a deleteWhere, refused when it names nothing: it would empty the collection. */
export function kraevFilter(where: NonNullable<Query['where']>): NonNullable<Query['where']> {
  if (!Object.values(where).some((v) => v !== undefined)) throw new Error('deleteWhere needs a filter');
  return where;
}

// Records without the field sort last either way, as NULLS LAST does in SQL.
function felt<V extends string | number>(a: V | undefined, b: V | undefined, stigende: boolean): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return (a < b ? -1 : 1) * (stigende ? 1 : -1);
}

/** A comparison for Array.prototype.sort (which is stable: ties keep the order of first writing). */
export function compare(order: Query['order']): ((a: IndexFields, b: IndexFields) => number) | undefined {
  switch (order) {
    case 'created-asc':
      return (a, b) => felt(a.created, b.created, true);
    case 'created-desc':
      return (a, b) => felt(a.created, b.created, false);
    case 'created-number-desc':
      return (a, b) => felt(a.created, b.created, false) || felt(a.number, b.number, false);
    case 'created-number-asc':
      return (a, b) => felt(a.created, b.created, true) || felt(a.number, b.number, true);
    case 'number-asc':
      return (a, b) => felt(a.number, b.number, true);
    case 'number-desc':
      return (a, b) => felt(a.number, b.number, false);
    default:
      return undefined;
  }
}

/** Whether a record comes after the keyset page's cursor (Query['after']) in the order 'created-number-desc' or '-asc'. */
export function after(index: IndexFields, cursor: Query['after'], order: Query['order']): boolean {
  if (cursor === undefined) return true;
  if (order !== 'created-number-desc' && order !== 'created-number-asc') {
    throw new Error("A keyset page needs the order 'created-number-desc' or 'created-number-asc'");
  }
  return compare(order)!(index, cursor) > 0;
}

/** Only the named fields of a record, in the order named; a field the record lacks is null, as json_build_object answers. */
export function project<T>(record: T, fields: readonly string[] | undefined): T {
  if (!fields) return record;
  const r = record as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, Object.hasOwn(r, f) ? r[f] : null])) as T;
}
