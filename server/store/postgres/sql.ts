import type { IndexFields, Query } from '../types';

/** The columns IndexFields fill, in the order the writes list them. */
export const INDEX_COLUMNS = [
  ['version', 'version'],
  ['status', 'status'],
  ['created', 'created'],
  ['owner', 'owner'],
  ['fund', 'fund'],
  ['reference', 'reference'],
  ['caseRef', 'case_ref'],
  ['document', 'document'],
  ['number', 'number'],
  ['periodFrom', 'period_from'],
  ['periodTo', 'period_to'],
  ['statusChanged', 'status_changed'],
  ['amounts', 'amounts'],
  ['invoice', 'invoice'],
] as const satisfies readonly (readonly [keyof IndexFields, string])[];

// The amounts go in as JSON text (a jsonb column).
export const indexValues = (index: IndexFields) =>
  INDEX_COLUMNS.map(([felt]) => {
    const v = index[felt];
    return typeof v === 'object' ? JSON.stringify(v) : (v ?? null);
  });

const WHERE = {
  status: 'status = ',
  owner: 'owner = ',
  fund: 'fund = ',
  reference: 'reference = ',
  caseRef: 'case_ref = ',
  document: 'document = ',
  invoice: 'invoice = ',
  createdFrom: 'created >= ',
  createdTo: 'created <= ',
} as const;

// Ties keep the order of first writing (seq), as the embedded store's stable sort does.
const ORDER: Record<NonNullable<Query['order']>, string> = {
  'created-asc': 'created ASC NULLS LAST, seq',
  'created-desc': 'created DESC NULLS LAST, seq',
  'created-number-desc': 'created DESC NULLS LAST, number DESC NULLS LAST, seq',
  'created-number-asc': 'created ASC NULLS LAST, number ASC NULLS LAST, seq',
  'number-asc': 'number ASC NULLS LAST, seq',
  'number-desc': 'number DESC NULLS LAST, seq',
};

// The collection is $1; `param` adds each filter's value.
function betingelser(where: Query['where'], param: (v: unknown) => string): string {
  const conditions = ['collection = $1'];
  for (const [felt, vaerdi] of Object.entries(where ?? {})) {
    if (vaerdi !== undefined) conditions.push(`${WHERE[felt as keyof typeof WHERE]}${param(vaerdi)}`);
  }
  return conditions.join(' AND ');
}

/** The DELETE of the records matching a filter. */
export function deleteSql(collection: string, where: Query['where']): { text: string; values: unknown[] } {
  const values: unknown[] = [collection];
  const text = `DELETE FROM records WHERE ${betingelser(where, (v) => `$${values.push(v)}`)}`;
  return { text, values };
}

// The comparison a keyset page continues with: '<' newest first, '>' oldest first.
const RETNING: Partial<Record<NonNullable<Query['order']>, '<' | '>'>> = { 'created-number-desc': '<', 'created-number-asc': '>' };

// After the cursor (NULLS LAST either way): further in the order, or at the same time further by number or with none, or no time at all.
function efter({ after, order }: Query, param: (v: unknown) => string): string {
  const op = order && RETNING[order];
  if (!op) throw new Error("A keyset page needs the order 'created-number-desc' or 'created-number-asc'");
  const [created, number] = [param(after!.created), param(after!.number)];
  return `(created ${op} ${created} OR (created = ${created} AND (number ${op} ${number} OR number IS NULL)) OR created IS NULL)`;
}

/**
 * The SELECT of a query: filters and order on indexed columns, never inside the json. With
 * `fields`, only those fields of each record, in that order (a missing field is null).
 */
export function selectSql(collection: string, query: Query, suffix = ''): { text: string; values: unknown[] } {
  const values: unknown[] = [collection];
  const param = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  // A projection reads the record as jsonb once per row (OFFSET 0 keeps it from being inlined per field):
  // json's -> would parse the whole text again for every field.
  const data = query.fields
    ? `json_build_object(${query.fields.map((f) => `${param(f)}::text, j.v->${param(f)}::text`).join(', ')})`
    : 'data';
  const fra = query.fields ? 'records, LATERAL (SELECT data::jsonb AS v OFFSET 0) AS j' : 'records';
  let where = betingelser(query.where, param);
  if (query.after) where += ` AND ${efter(query, param)}`;
  let text = `SELECT id, ${data} AS data FROM ${fra} WHERE ${where} ORDER BY ${query.order ? ORDER[query.order] : 'seq'}`;
  if (query.limit !== undefined) text += ` LIMIT ${param(query.limit)}`;
  return { text: `${text}${suffix}`, values };
}
