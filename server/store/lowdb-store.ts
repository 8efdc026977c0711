import { mkdirSync } from 'node:fs';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { DurableJsonFile, fsyncDir } from './durable-json-file';
import { laasDataMappe } from './lock';
import type { Collection, Store } from './types';

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
  private readonly records = new Map<string, Low<T>>();
  private readonly loaded: Promise<void>;

  constructor(private readonly dir: string) {
    this.loaded = this.load();
  }

  async get(id: string): Promise<T | undefined> {
    await this.loaded;
    return this.records.get(id)?.data;
  }

  async all(): Promise<T[]> {
    await this.loaded;
    return [...this.records.values()].map((db) => db.data);
  }

  put(id: string, record: T): Promise<T> {
    return this.update(id, () => record);
  }

  update(id: string, change: (current: T | undefined) => T): Promise<T> {
    return this.serialised(id, async () => {
      await this.loaded;
      const db = this.records.get(id) ?? new Low<T>(new DurableJsonFile<T>(join(this.dir, filnavn(id))), null as T);
      const next = change(this.records.has(id) ? structuredClone(db.data) : undefined);
      await db.adapter.write(next);
      db.data = next;
      this.records.set(id, db);
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
    });
  }

  private async load(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const filer = (await readdir(this.dir)).filter((f) => f.endsWith('.json'));
    // Read in batches: thousands of small files at once would exhaust file handles.
    for (let i = 0; i < filer.length; i += 256) {
      await Promise.all(
        filer.slice(i, i + 256).map(async (fil) => {
          const db = new Low<T>(new DurableJsonFile<T>(join(this.dir, fil)), null as T);
          await db.read();
          this.records.set(idFraFil(fil), db);
        }),
      );
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

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'store');
    mkdirSync(this.dir, { recursive: true });
    this.unlock = laasDataMappe(dataDir);
  }

  collection<T>(name: string): Collection<T> {
    if (!NAME.test(name)) throw new Error(`Ugyldigt samlingsnavn: ${name}`);
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
    };
  }

  /** Writes already resolved are on disk; closing only lets another server take the directory. */
  async close(): Promise<void> {
    this.unlock();
  }

  /** Opens a collection, first moving records from the earlier one-file-per-collection layout. */
  private async open(name: string): Promise<LowdbCollection<unknown>> {
    const gammel = join(this.dir, `${name}.json`);
    const indhold = await readFile(gammel, 'utf8').catch(() => undefined);
    const collection = new LowdbCollection<unknown>(join(this.dir, name));
    if (indhold !== undefined) {
      const { records } = JSON.parse(indhold) as { records: Record<string, unknown> };
      for (const [id, record] of Object.entries(records)) await collection.put(id, record);
      await rm(gammel);
      await fsyncDir(this.dir);
    }
    return collection;
  }
}
