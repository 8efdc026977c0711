import type pg from 'pg';
import type { Aggregate, AggregateQuery } from '../types';

type Laes = <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<R>>;

// The month a column's ISO timestamp falls in: its bucket among the months' beginnings ($2), 1 for the first.
const maaned = (kolonne: string) => `width_bucket(${kolonne} COLLATE "C", $2::text[])`;

/**
 * aggregate() in SQL on the indexed columns: GROUP BY for the counts (a month is a bucket of ISO
 * text, no date arithmetic per row), percentile_cont for the times, and the amounts column (jsonb,
 * a few keys) for the sums. The queries run side by side.
 */
export async function pgAggregate(laes: Laes, collection: string, q: AggregateQuery): Promise<Aggregate> {
  const graenser = q.months.map((m) => m.from);
  const fra = graenser[0] ?? '\uffff';
  const navn = (b: number) => q.months[b - 1]!.month;
  const tal = (rows: { b: number; n: number }[]) => Object.fromEntries(rows.map((r) => [navn(r.b), r.n]));
  // The collection's cases in a final status (the text[] at $statusser) reached since the first month began ($fra).
  const afsluttet = (statusser: number, fra: number) =>
    `collection = $1 AND status = ANY($${statusser}::text[]) AND status_changed >= $${fra}`;
  const [perStatus, created, handled, duration, oldest, sums] = await Promise.all([
    laes<{ k: string; n: number }>(
      'SELECT status AS k, count(*)::int AS n FROM records WHERE collection = $1 AND status IS NOT NULL GROUP BY status',
      [collection],
    ),
    laes<{ b: number; n: number }>(
      `SELECT ${maaned('created')} AS b, count(*)::int AS n FROM records WHERE collection = $1 AND created >= $3 GROUP BY 1`,
      [collection, graenser, fra],
    ),
    laes<{ b: number; n: number }>(
      `SELECT ${maaned('status_changed')} AS b, count(*)::int AS n FROM records WHERE ${afsluttet(3, 4)} GROUP BY 1`,
      [collection, graenser, q.final, fra],
    ),
    laes<{ count: number; median: number | null; p90: number | null }>(
      `SELECT count(*)::int AS count, percentile_cont(0.5) WITHIN GROUP (ORDER BY d) AS median,
         percentile_cont(0.9) WITHIN GROUP (ORDER BY d) AS p90
       FROM (SELECT (extract(epoch FROM status_changed::timestamptz) - extract(epoch FROM created::timestamptz))::float8 AS d
         FROM records WHERE ${afsluttet(2, 3)} AND created IS NOT NULL) AS varighed`,
      [collection, q.final, fra],
    ),
    laes<{ id: string; status: string; created: string }>(
      `SELECT id, status, created FROM records WHERE collection = $1 AND status = ANY($2::text[]) AND created IS NOT NULL
       ORDER BY created ASC, seq LIMIT $3`,
      [collection, q.waiting, q.oldest],
    ),
    q.sum
      ? laes<{ key: string; b: number; sum: number }>(
          `SELECT key, b, sum FROM (
             SELECT a.key, ${maaned('status_changed')} AS b, round(sum(a.value::numeric), 2)::float8 AS sum
             FROM records, jsonb_each_text(amounts) AS a
             WHERE ${afsluttet(3, 4)} AND amounts IS NOT NULL
             GROUP BY 1, 2) AS summer
           ORDER BY key COLLATE "C", b`,
          [collection, graenser, q.sum, fra],
        )
      : undefined,
  ]);
  return {
    perStatus: Object.fromEntries(perStatus.rows.map((r) => [r.k, r.n])),
    created: tal(created.rows),
    handled: tal(handled.rows),
    duration: duration.rows[0]!,
    oldest: oldest.rows,
    sums: (sums?.rows ?? []).map((r) => ({ key: r.key, month: navn(r.b), sum: r.sum })),
  };
}
