import { sql, type Kysely } from 'kysely';
import { indeksFor } from '../indekser';
import { INDEX_COLUMNS, indexValues } from './sql';

type Raekke = { seq: string; id: string; data: unknown };

const TYPER: Record<(typeof INDEX_COLUMNS)[number][1], string> = {
  version: 'integer',
  status: 'text',
  created: 'text',
  owner: 'text',
  fund: 'text',
  reference: 'text',
  case_ref: 'text',
  document: 'text',
  number: 'bigint',
  period_from: 'text',
  period_to: 'text',
  status_changed: 'text',
  amounts: 'jsonb',
  invoice: 'text',
};
const KOLONNER = INDEX_COLUMNS.map(([, k]) => k);

/**
 * Runs `work` over a collection's records a portion at a time, in the order they were written: a
 * migration that reads every record of a large collection never holds them all.
 */
export async function iPortioner(db: Kysely<unknown>, collection: string, work: (rows: Raekke[]) => Promise<void>, antal = 1000) {
  let seq = '0';
  for (;;) {
    const { rows } = await sql<Raekke>`SELECT seq, id, data FROM records
      WHERE collection = ${collection} AND seq > ${seq}::bigint ORDER BY seq LIMIT ${antal}`.execute(db);
    if (rows.length === 0) return;
    await work(rows);
    seq = rows[rows.length - 1]!.seq;
  }
}

/**
 * The index columns the records table has now: a migration runs before the later ones that add
 * columns (0008 adds status_changed), so it fills only those it finds.
 */
async function kolonner(db: Kysely<unknown>): Promise<Kolonne[]> {
  const { rows } = await sql<{ navn: string }>`SELECT column_name AS navn FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = 'records'`.execute(db);
  const har = new Set(rows.map((r) => r.navn));
  return KOLONNER.flatMap((k, i) => (har.has(k) ? [{ navn: k, i }] : []));
}
type Kolonne = { navn: (typeof KOLONNER)[number]; i: number };

// Each index column as one array parameter, unnested beside the ids.
const kolonneArrays = (collection: string, records: readonly unknown[], valgte: readonly Kolonne[]) => {
  const vaerdier = records.map((r) => indexValues(indeksFor(collection, r)));
  return sql.join(valgte.map(({ navn, i }) => sql`${vaerdier.map((v) => v[i])}::${sql.raw(TYPER[navn])}[]`));
};

/** Fills a collection's index columns again from its records, after the indexer learnt a new one. */
export async function genindekser(db: Kysely<unknown>, collection: string) {
  const valgte = await kolonner(db);
  await iPortioner(db, collection, async (rows) => {
    await sql`UPDATE records AS r SET ${sql.join(valgte.map(({ navn }) => sql`${sql.ref(navn)} = u.${sql.ref(navn)}`))}
      FROM unnest(${rows.map((r) => r.id)}::text[], ${kolonneArrays(
        collection,
        rows.map((r) => r.data),
        valgte,
      )})
        AS u(id, ${sql.join(valgte.map(({ navn }) => sql.ref(navn)))})
      WHERE r.collection = ${collection} AND r.id = u.id`.execute(db);
  });
  await haevGeneration(db, collection);
}

/** Writes records the collection does not hold yet; one it holds under the id is kept as it is. */
export async function indsaetNye(db: Kysely<unknown>, collection: string, poster: readonly [string, unknown][]) {
  if (poster.length === 0) return;
  const valgte = await kolonner(db);
  await sql`INSERT INTO records (collection, id, data, ${sql.join(valgte.map(({ navn }) => sql.ref(navn)))})
    SELECT ${collection}, u.* FROM unnest(${poster.map(([id]) => id)}::text[], ${poster.map(([, r]) => JSON.stringify(r))}::json[],
      ${kolonneArrays(
        collection,
        poster.map(([, r]) => r),
        valgte,
      )}) AS u
    ON CONFLICT (collection, id) DO NOTHING`.execute(db);
  await haevGeneration(db, collection);
}

// A list cached by a running instance must know the collection changed.
export async function haevGeneration(db: Kysely<unknown>, collection: string) {
  await sql`INSERT INTO generations (collection, n) VALUES (${collection}, 1)
    ON CONFLICT (collection) DO UPDATE SET n = generations.n + 1`.execute(db);
}
