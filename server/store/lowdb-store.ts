import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { DurableJsonFile } from './durable-json-file';
import { laasDataMappe } from './lock';
import type { Collection, Store } from './types';

interface CollectionFile<T> {
  records: Record<string, T>;
}

const NAME = /^[a-z][a-z0-9-]*$/;

/** A collection kept in one lowdb file; writes are queued so they never interleave. */
class LowdbCollection<T> implements Collection<T> {
  private queue: Promise<unknown> = Promise.resolve();
  private loaded: Promise<void>;

  constructor(private readonly db: Low<CollectionFile<T>>) {
    this.loaded = db.read();
  }

  async get(id: string): Promise<T | undefined> {
    await this.loaded;
    return Object.hasOwn(this.db.data.records, id) ? this.db.data.records[id] : undefined;
  }

  async all(): Promise<T[]> {
    await this.loaded;
    return Object.values(this.db.data.records);
  }

  put(id: string, record: T): Promise<T> {
    return this.update(id, () => record);
  }

  update(id: string, change: (current: T | undefined) => T): Promise<T> {
    return this.serialised(async () => {
      const current = await this.get(id);
      const next = change(current === undefined ? undefined : structuredClone(current));
      await this.commit({ ...this.db.data.records, [id]: next });
      return next;
    });
  }

  delete(id: string): Promise<void> {
    return this.serialised(async () => {
      await this.loaded;
      const { [id]: _removed, ...rest } = this.db.data.records;
      await this.commit(rest);
    });
  }

  /** Memory follows disk: the new data replaces the old only after the durable write. */
  private async commit(records: Record<string, T>): Promise<void> {
    const next = { records };
    await this.db.adapter.write(next);
    this.db.data = next;
  }

  private serialised<R>(work: () => Promise<R>): Promise<R> {
    const result = this.queue.then(work, work);
    this.queue = result.catch(() => undefined);
    return result;
  }
}

/** The embedded store: one durable lowdb file per collection under DATA_DIR/store. */
export class LowdbStore implements Store {
  private readonly collections = new Map<string, LowdbCollection<unknown>>();
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
      const db = new Low<CollectionFile<unknown>>(new DurableJsonFile(join(this.dir, `${name}.json`)), { records: {} });
      collection = new LowdbCollection(db);
      this.collections.set(name, collection);
    }
    return collection as Collection<T>;
  }

  /** Writes already resolved are on disk; closing only lets another server take the directory. */
  async close(): Promise<void> {
    this.unlock();
  }
}
