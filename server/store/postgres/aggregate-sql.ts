import type pg from 'pg';
import { TIDSZONE } from '../aggregate';
import type { Aggregate, AggregateQuery } from '../types';

type Laes = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<R>>;

// The Danish calendar month of an indexed ISO timestamp column.
const maaned = (kolonne: string) => `to_char(${kolonne}::timestamptz AT TIME ZONE '${TIDSZONE}', 'YYYY-MM')`;
const tal = (rows: { k: string; n: number }[]) => Object.fromEntries(rows.map((r) => [r.k, r.n]));

/**
 * aggregate() in SQL on the indexed columns: GROUP BY for the counts, percentile_cont for the times,
 * and only for the sums the records' JSON, of the records that count. The queries run side by side.
 */
export async function pgAggregate(laes: Laes, collection: string, q: AggregateQuery): Promise<Aggregate> {
  const afsluttet = `collection = $1 AND status = ANY($2::text[]) AND status_changed >= $3`;
  const [perStatus, created, handled, duration, oldest, sums] = await Promise.all([
    laes<{ k: string; n: number }>(
      'SELECT status AS k, count(*)::int AS n FROM records WHERE collection = $1 AND status IS NOT NULL GROUP BY status',
      [collection],
    ),
    laes<{ k: string; n: number }>(
      `SELECT ${maaned('created')} AS k, count(*)::int AS n FROM records WHERE collection = $1 AND created >= $2 GROUP BY 1`,
      [collection, q.from],
    ),
    laes<{ k: string; n: number }>(
      `SELECT ${maaned('status_changed')} AS k, count(*)::int AS n FROM records WHERE ${afsluttet} GROUP BY 1`,
      [collection, q.final, q.from],
    ),
    laes<{ count: number; median: number | null; p90: number | null }>(
      `SELECT count(*)::int AS count, percentile_cont(0.5) WITHIN GROUP (ORDER BY d) AS median,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY d) AS p90
       FROM (SELECT (extract(epoch FROM status_changed::timestamptz) - extract(epoch FROM created::timestamptz))::float8 AS d
         FROM records WHERE ${afsluttet} AND created IS NOT NULL) AS varighed`,
      [collection, q.final, q.from],
    ),
    laes<{ id: string; status: string; created: string }>(
      `SELECT id, status, created FROM records WHERE collection = $1 AND status = ANY($2::text[]) AND created IS NOT NULL
       ORDER BY created ASC, seq LIMIT $3`,
      [collection, q.waiting, q.oldest],
    ),
    q.sum
      ? laes<{ key: string; month: string; sum: number }>(
          `SELECT key, month, sum FROM (
             SELECT i->>$4::text AS key, ${maaned('status_changed')} AS month, round(sum((i->>$5::text)::numeric), 2)::float8 AS sum
             FROM records, json_array_elements(CASE WHEN json_typeof(data->$6::text) = 'array' THEN data->$6::text ELSE '[]'::json END) AS i
             WHERE ${afsluttet} AND json_typeof(i->$4::text) = 'string' AND json_typeof(i->$5::text) = 'number'
             GROUP BY 1, 2) AS summer
           ORDER BY key COLLATE "C", month`,
          [collection, q.sum.statuses, q.from, q.sum.key, q.sum.value, q.sum.list],
        )
      : undefined,
  ]);
  return {
    perStatus: tal(perStatus.rows),
    created: tal(created.rows),
    handled: tal(handled.rows),
    duration: duration.rows[0]!,
    oldest: oldest.rows,
    sums: sums?.rows ?? [],
  };
}
