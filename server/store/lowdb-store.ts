import { readFileSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { lowdbDefinitioner } from './definitioner';
import { aggregate } from './aggregate';
import { DurableJsonFile, fsyncDir } from './durable-json-file';
import { indeksFor } from './indekser';
import { laasDataMappe } from './lock';
import { privateDirSync } from './private-files';
import { after, compare, kraevFilter, matches, project } from './query';
import type { Aggregate, AggregateQuery, Collection, Definitionslager, GemtDefinition, IndexFields, Query, Store } from './types';

const NAME = /^[a-z][a-z0-9-]*$/;

// A record id as a file name: any id is safe, and the name reads back to the id.
const filnavn = (id: string) => `${encodeURIComponent(id).replace(/\./g, '%2E').replace(/\*/g, '%2A')}.json`;
const idFraFil = (fil: string) => decodeURIComponent(fil.slice(0, -'.json'.length));

/**
 * A collection kept as one lowdb file per record under store/<collection>/, so a write touches
 * only the record it changes (its cost does not grow with the collection). All records are read
 * into memory when the collection is first used; writes to one record are queued so they never
 * interleave (writes to different records run side by side), and memory follows disk: a record changes in memory only after its file is durably written.
 */
class LowdbCollection<T> implements Collection<T> {
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly records = new Map<string, T>();
  private readonly indexes = new Map<string, IndexFields>();
  private readonly held = new Set<string>();
  private readonly loaded: Promise<void>;
  // One process owns the data directory, so a counter in memory is the collection's generation.
  private writes = 0;

  constructor(
    private readonly dir: string,
    private readonly name: string,
  ) {
    this.loaded = this.load();
  }

  async get(id: string): Promise<T | undefined> {
    await this.loaded;
    return this.records.get(id);
  }

  async all(): Promise<T[]> {
    await this.loaded;
    return [...this.records.values()];
  }

  put(id: string, record: T): Promise<T> {
    return this.update(id, () => record);
  }

  update(id: string, change: (current: T | undefined) => T): Promise<T> {
    return this.serialised(id, async () => {
      await this.loaded;
      const current = this.records.get(id);
      const next = change(current === undefined ? undefined : structuredClone(current));
      // lowdb writes the record's own file through the durable adapter; memory changes after.
      const db = new Low<T>(new DurableJsonFile<T>(join(this.dir, filnavn(id))), next);
      await db.write();
      this.set(id, next);
      return next;
    });
  }

  delete(id: string): Promise<void> {
    return this.serialised(id, async () => {
      await this.loaded;
      if (!this.records.has(id)) return;
      await rm(join(this.dir, filnavn(id)), { force: true });
      await fsyncDir(this.dir);
      this.records.delete(id);
      this.indexes.delete(id);
      this.writes++;
    });
  }

  async deleteWhere(where: NonNullable<Query['where']>): Promise<number> {
    const ider = await this.matching({ where: kraevFilter(where) });
    for (const id of ider) await this.delete(id);
    return ider.length;
  }

  find(query?: Query): Promise<T[]>;
  find<K extends keyof T & string>(query: Query & { fields: readonly K[] }): Promise<Pick<T, K>[]>;
  async find(query: Query = {}): Promise<T[]> {
    return (await this.matching(query)).slice(0, query.limit).map((id) => project(this.records.get(id)!, query.fields));
  }

  async countBy(field: 'status' | 'fund'): Promise<Record<string, number>> {
    await this.loaded;
    const antal: Record<string, number> = {};
    for (const index of this.indexes.values()) {
      const v = index[field];
      if (v !== undefined) antal[v] = (antal[v] ?? 0) + 1;
    }
    return antal;
  }

  async aggregate(query: AggregateQuery): Promise<Aggregate> {
    await this.loaded;
    return aggregate([...this.indexes], query);
  }

  async generation(): Promise<number> {
    return this.writes;
  }

  async claim(query: Query, work: (record: T) => Promise<T | undefined>): Promise<boolean> {
    const id = (await this.matching(query)).find((i) => !this.held.has(i));
    if (id === undefined) return false;
    this.held.add(id);
    try {
      const next = await work(structuredClone(this.records.get(id)!));
      if (next === undefined) await this.delete(id);
      else await this.put(id, next);
      return true;
    } finally {
      this.held.delete(id);
    }
  }

  private async matching(query: Query): Promise<string[]> {
    await this.loaded;
    const ids = [...this.indexes].filter(([, index]) => matches(index, query.where) && after(index, query.after, query.order));
    const order = compare(query.order);
    if (order) ids.sort(([, a], [, b]) => order(a, b));
    return ids.map(([id]) => id);
  }

  private set(id: string, record: T): void {
    this.records.set(id, record);
    this.indexes.set(id, indeksFor(this.name, record));
    this.writes++;
  }

  private async load(): Promise<void> {
    privateDirSync(this.dir);
    const filer = (await readdir(this.dir)).filter((f) => f.endsWith('.json'));
    // Tens of thousands of small files read fastest synchronously; a pause every thousand lets the
    // server answer other requests while a large collection loads.
    for (let i = 0; i < filer.length; i += 1000) {
      for (const fil of filer.slice(i, i + 1000)) this.set(idFraFil(fil), JSON.parse(readFileSync(join(this.dir, fil), 'utf8')) as T);
      await new Promise((naeste) => setImmediate(naeste));
    }
  }

  /** Writes to one record never interleave; writes to different records run side by side. */
  private serialised<R>(id: string, work: () => Promise<R>): Promise<R> {
    const foer = this.queues.get(id) ?? Promise.resolve();
    const result = foer.then(work, work);
    const hale = result.catch(() => undefined);
    this.queues.set(id, hale);
    void hale.then(() => {
      if (this.queues.get(id) === hale) this.queues.delete(id);
    });
    return result;
  }
}

/** The embedded store: a folder of durable lowdb files per collection under DATA_DIR/store. */
export class LowdbStore implements Store {
  private readonly collections = new Map<string, Promise<LowdbCollection<unknown>>>();
  private readonly dir: string;
  private readonly unlock: () => void;
  readonly definitioner: Definitionslager;

  /** `laas: false` only to read beside a running server (the definitions check): such a store must not write. */
  constructor(dataDir: string, { laas = true }: { laas?: boolean } = {}) {
    this.dir = join(dataDir, 'store');
    privateDirSync(dataDir);
    privateDirSync(this.dir);
    this.unlock = laas ? laasDataMappe(dataDir) : () => undefined;
    this.definitioner = lowdbDefinitioner(this.collection<GemtDefinition>('definitioner'));
  }

  collection<T>(name: string): Collection<T> {
    if (!NAME.test(name)) throw new Error(`Invalid collection name: ${name}`);
    let collection = this.collections.get(name);
    if (!collection) {
      collection = this.open(name);
      this.collections.set(name, collection);
    }
    const klar = collection as Promise<LowdbCollection<T>>;
    return {
      get: async (id) => (await klar).get(id),
      all: async () => (await klar).all(),
      put: async (id, record) => (await klar).put(id, record),
      update: async (id, change) => (await klar).update(id, change),
      delete: async (id) => (await klar).delete(id),
      deleteWhere: async (where) => (await klar).deleteWhere(where),
      find: (async (query?: Query) => (await klar).find(query)) as Collection<T>['find'],
      countBy: async (field) => (await klar).countBy(field),
      aggregate: async (query) => (await klar).aggregate(query),
      generation: async () => (await klar).generation(),
      claim: async (query, work) => (await klar).claim(query, work),
    };
  }

  /** Each write is durable on its own, in order; there is no rollback (see Store.transaction). */
  transaction<R>(work: () => Promise<R>): Promise<R> {
    return work();
  }

  /** Every write is already durable when it resolves. */
  efterCommit(fn: () => void): void {
    fn();
  }

  /** Writes already resolved are on disk; closing only lets another server take the directory. */
  async close(): Promise<void> {
    this.unlock();
  }

  /** Opens a collection, first moving records from the earlier one-file-per-collection layout. */
  private async open(name: string): Promise<LowdbCollection<unknown>> {
    const gammel = join(this.dir, `${name}.json`);
    const indhold = await readFile(gammel, 'utf8').catch(() => undefined);
    const collection = new LowdbCollection<unknown>(join(this.dir, name), name);
    if (indhold !== undefined) {
      const { records } = JSON.parse(indhold) as { records: Record<string, unknown> };
      for (const [id, record] of Object.entries(records)) await collection.put(id, record);
      await rm(gammel);
      await fsyncDir(this.dir);
    }
    return collection;
  }
}
