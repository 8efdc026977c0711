import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { indeksFor } from '../indekser';
import { Generationer } from './generationer';
import type { Aggregate, AggregateQuery, Collection, Definitionslager, Query, Store } from '../types';
import { pgAggregate } from './aggregate-sql';
import { pgDefinitioner } from './definitioner';
import { deleteSql, INDEX_COLUMNS, indexValues, selectSql } from './sql';
import { kraevFilter } from '../query';

const NAME = /^[a-z][a-z0-9-]*$/;
const COLUMNS = INDEX_COLUMNS.map(([, kolonne]) => kolonne);
const INSERT = `INSERT INTO records (collection, id, data, ${COLUMNS.join(', ')}) VALUES ($1, $2, $3, ${COLUMNS.map((_, i) => `$${i + 4}`).join(', ')})`;
const SET = ['data = EXCLUDED.data', ...COLUMNS.map((k) => `${k} = EXCLUDED.${k}`)].join(', ');
const UPDATE = `UPDATE records SET data = $3, ${COLUMNS.map((k, i) => `${k} = $${i + 4}`).join(', ')} WHERE collection = $1 AND id = $2`;

type Sql = <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;
/**
 * Runs a statement that writes the collection ($1 in every write statement) and answers how many
 * records it wrote. `sidst`: nothing follows
 * it in its transaction, so it may lock the generation row itself; a transaction that went on to lock
 * records after that could wait in a circle with one holding such a record.
 */
type Skriv = (text: string, values: unknown[], sidst?: boolean) => Promise<number>;
/** How a write outside a transaction runs: one statement needs no BEGIN and COMMIT; a read-then-write does. */
type Form = 'et-udsagn' | 'laes-og-skriv';

// How many records a statement wrote.
const tael = (text: string) => `WITH skrevet AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM skrevet`;
// A write on its own raises its collection's generation in its own statement, no round trip of its
// own. The generation is written from the write's output after the write (an unreferenced WITH runs
// last), so the record's row is always locked before the generation's, as at commit; a write that
// changed nothing raises nothing.
const medGeneration = (text: string) =>
  `WITH skrevet AS (${text} RETURNING 1),
     generation AS (INSERT INTO generations (collection, n) SELECT $1, 1 FROM skrevet LIMIT 1
       ON CONFLICT (collection) DO UPDATE SET n = generations.n + 1)
   SELECT count(*)::int AS n FROM skrevet`;
const antal = (svar: Promise<pg.QueryResult<{ n: number }>>) => svar.then((r) => r.rows[0]!.n);

const navne = new Map<string, string>();
/** Each statement text as a named prepared statement: PostgreSQL parses and plans it once per connection. */
const forberedt = (text: string, values?: unknown[]): pg.QueryConfig => {
  let name = navne.get(text);
  if (!name) navne.set(text, (name = `s${navne.size}`));
  return { name, text, values };
};

interface Transaktion {
  client: pg.PoolClient;
  /** The client's queries one after another, also when work inside the transaction runs side by side. */
  sql: Sql;
  /** Collections written, whose generations rise at commit. */
  skrevet: Set<string>;
  efter: (() => void)[];
}

/** A pool from DATABASE_URL; json columns come back parsed, bigint counts as numbers. */
export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server went away must not take the process down.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * The production store: every collection in one PostgreSQL table, the record as json beside the
 * indexed columns its queries use. Nothing is kept in memory: each call is a query. Writes inside
 * `transaction` share one database transaction (found through AsyncLocalStorage, so repositories
 * need not pass it on); a write outside one is its own transaction.
 */
export class PgStore implements Store {
  private readonly aktiv = new AsyncLocalStorage<Transaktion>();
  readonly generationer: Generationer;
  readonly definitioner: Definitionslager = pgDefinitioner(this);

  constructor(readonly pool: pg.Pool) {
    this.generationer = new Generationer(pool.options);
  }

  /** Whether this call runs inside a transaction (whose reads see its own uncommitted writes). */
  iTransaktion(): boolean {
    return this.aktiv.getStore() !== undefined;
  }

  collection<T>(name: string): Collection<T> {
    if (!NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
    return new PgCollection<T>(this, name);
  }

  async transaction<R>(work: () => Promise<R>): Promise<R> {
    if (this.aktiv.getStore()) return work();
    const client = await this.pool.connect();
    let koe: Promise<unknown> = Promise.resolve();
    const sql: Sql = (text, values) => {
      const svar = koe.then(() => client.query(forberedt(text, values)));
      koe = svar.catch(() => undefined);
      return svar;
    };
    const tx: Transaktion = { client, sql, skrevet: new Set(), efter: [] };
    try {
      await client.query('BEGIN');
      const resultat = await this.aktiv.run(tx, work);
      await this.raiseGenerations(tx);
      await client.query('COMMIT');
      client.release();
      for (const samling of tx.skrevet) this.generationer.skrevet(samling);
      for (const fn of tx.efter) fn();
      return resultat;
    } catch (error) {
      // A client whose rollback fails is broken; it is dropped rather than reused.
      await client.query('ROLLBACK').then(
        () => client.release(),
        (e: Error) => client.release(e),
      );
      throw error;
    }
  }

  efterCommit(fn: () => void): void {
    const tx = this.aktiv.getStore();
    if (tx) tx.efter.push(fn);
    else fn();
  }

  /** A read on the transaction's connection when there is one, so it sees its own writes. */
  query<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
    const tx = this.aktiv.getStore();
    return tx ? tx.sql<R>(text, values) : this.pool.query<R>(forberedt(text, values));
  }

  /**
   * A write of one collection. Inside a running transaction, the generation rises at its commit (once
   * for all the transaction wrote); on its own, in the write's statement. `work` writes through `skriv`.
   */
  write<R>(collection: string, form: Form, work: (sql: Sql, skriv: Skriv) => Promise<R>): Promise<R> {
    const ved =
      (sql: Sql, skrevet: Set<string> | undefined, egen: boolean): Skriv =>
      async (text, values, sidst) => {
        // The statement that ends a transaction of its own raises the generation itself.
        if (!skrevet || (egen && sidst)) return antal(sql(medGeneration(text), values));
        const n = await antal(sql(tael(text), values));
        if (n > 0) skrevet.add(collection);
        return n;
      };
    const tx = this.aktiv.getStore();
    if (tx) return work(tx.sql, ved(tx.sql, tx.skrevet, false));
    const alene: Sql = (text, values) => this.pool.query(forberedt(text, values));
    const egen =
      form === 'et-udsagn'
        ? work(alene, ved(alene, undefined, true))
        : this.transaction(() => {
            const { sql, skrevet } = this.aktiv.getStore()!;
            return work(sql, ved(sql, skrevet, true));
          });
    return egen.finally(() => this.generationer.skrevet(collection));
  }

  async close(): Promise<void> {
    await this.generationer.stop();
    await this.pool.end();
  }

  // Sorted, and last in the transaction: two transactions never wait on each other's generation rows in a circle.
  private async raiseGenerations(tx: Transaktion): Promise<void> {
    if (tx.skrevet.size === 0) return;
    await tx.sql(
      `INSERT INTO generations (collection, n) SELECT c, 1 FROM unnest($1::text[]) AS c ORDER BY c
       ON CONFLICT (collection) DO UPDATE SET n = generations.n + 1`,
      [[...tx.skrevet].sort()],
    );
  }
}

class PgCollection<T> implements Collection<T> {
  constructor(
    private readonly store: PgStore,
    private readonly name: string,
  ) {}

  async get(id: string): Promise<T | undefined> {
    const { rows } = await this.store.query<{ data: T }>('SELECT data FROM records WHERE collection = $1 AND id = $2', [this.name, id]);
    return rows[0]?.data;
  }

  all(): Promise<T[]> {
    return this.find();
  }

  put(id: string, record: T): Promise<T> {
    return this.store.write(this.name, 'et-udsagn', async (_sql, skriv) => {
      await skriv(`${INSERT} ON CONFLICT (collection, id) DO UPDATE SET ${SET}`, this.row(id, record));
      return record;
    });
  }

  update(id: string, change: (current: T | undefined) => T): Promise<T> {
    return this.store.write(this.name, 'laes-og-skriv', async (sql, skriv) => {
      // An absent record cannot be locked: the insert then decides, and a concurrent one sends us round again.
      for (;;) {
        const { rows } = await sql<{ data: T }>('SELECT data FROM records WHERE collection = $1 AND id = $2 FOR UPDATE', [this.name, id]);
        if (rows[0]) {
          const next = change(rows[0].data);
          await skriv(UPDATE, this.row(id, next), true);
          return next;
        }
        const next = change(undefined);
        if ((await skriv(`${INSERT} ON CONFLICT (collection, id) DO NOTHING`, this.row(id, next))) === 1) return next;
      }
    });
  }

  async delete(id: string): Promise<void> {
    await this.store.write(this.name, 'et-udsagn', (_sql, skriv) =>
      skriv('DELETE FROM records WHERE collection = $1 AND id = $2', [this.name, id]),
    );
  }

  async deleteWhere(where: NonNullable<Query['where']>): Promise<number> {
    const { text, values } = deleteSql(this.name, kraevFilter(where));
    return this.store.write(this.name, 'et-udsagn', (_sql, skriv) => skriv(text, values));
  }

  find(query?: Query): Promise<T[]>;
  find<K extends keyof T & string>(query: Query & { fields: readonly K[] }): Promise<Pick<T, K>[]>;
  async find(query: Query = {}): Promise<T[]> {
    const { text, values } = selectSql(this.name, query);
    return (await this.store.query<{ data: T }>(text, values)).rows.map((r) => r.data);
  }

  async countBy(field: 'status' | 'fund'): Promise<Record<string, number>> {
    const { rows } = await this.store.query<{ v: string; n: string }>(
      `SELECT ${field} AS v, count(*) AS n FROM records WHERE collection = $1 AND ${field} IS NOT NULL GROUP BY ${field} ORDER BY ${field}`,
      [this.name],
    );
    return Object.fromEntries(rows.map((r) => [r.v, Number(r.n)]));
  }

  aggregate(query: AggregateQuery): Promise<Aggregate> {
    return pgAggregate((text, values) => this.store.query(text, values), this.name, query);
  }

  async generation(): Promise<number> {
    const spoerg = async () => {
      const { rows } = await this.store.query<{ n: string }>('SELECT n FROM generations WHERE collection = $1', [this.name]);
      return rows[0] ? Number(rows[0].n) : 0;
    };
    // A transaction sees its own rise before commit; outside one, the generations heard of serve.
    return this.store.iTransaktion() ? spoerg() : this.store.generationer.hent(this.name, spoerg);
  }

  claim(query: Query, work: (record: T) => Promise<T | undefined>): Promise<boolean> {
    // In a transaction of its own: what `work` writes lands with the claimed record's change. The
    // generation rises at commit, and only when a record was taken (an idle worker's look writes nothing).
    return this.store.transaction(() =>
      this.store.write(this.name, 'laes-og-skriv', async (sql, skriv) => {
        const { text, values } = selectSql(this.name, { ...query, limit: 1 }, ' FOR UPDATE SKIP LOCKED');
        const { rows } = await sql<{ id: string; data: T }>(text, values);
        const row = rows[0];
        if (!row) return false;
        const next = await work(row.data);
        if (next === undefined) await skriv('DELETE FROM records WHERE collection = $1 AND id = $2', [this.name, row.id]);
        else await skriv(UPDATE, this.row(row.id, next));
        return true;
      }),
    );
  }

  private row(id: string, record: T): unknown[] {
    return [this.name, id, JSON.stringify(record), ...indexValues(indeksFor(this.name, record))];
  }
}
