/**
 * The storage interface every feature uses. The embedded default is lowdb on local files;
 * another implementation (e.g. PostgreSQL) only has to honour these promises:
 * a write resolves only once it is durable, and writes to one collection never interleave.
 */
export interface Collection<T> {
  get(id: string): Promise<T | undefined>;
  all(): Promise<T[]>;
  /** Writes the record under the id, replacing what was there. */
  put(id: string, record: T): Promise<T>;
  /**
   * Reads the current record, lets `change` compute the next one and writes it, with no
   * other write to the collection in between. A throw from `change` writes nothing.
   */
  update(id: string, change: (current: T | undefined) => T): Promise<T>;
  delete(id: string): Promise<void>;
}

export interface Store {
  collection<T>(name: string): Collection<T>;
  close(): Promise<void>;
}
