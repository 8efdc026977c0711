/**
 * The storage interface every feature uses. The embedded default is lowdb on local files; the
 * production store is PostgreSQL (DATABASE_URL). Both honour these promises: a write resolves only
 * once it is durable, an update is an atomic read-change-write, and the queries below answer the
 * same records in the same order (the contract suite, store/kontrakt.test.ts, runs against both).
 */
export interface Collection<T> {
  get(id: string): Promise<T | undefined>;
  /** Every record, in the order they were first written. Only for small collections: lists are queries. */
  all(): Promise<T[]>;
  /** Writes the record under the id, replacing what was there. */
  put(id: string, record: T): Promise<T>;
  /**
   * Reads the current record, lets `change` compute the next one and writes it, with no
   * other write to the record in between. A throw from `change` writes nothing.
   */
  update(id: string, change: (current: T | undefined) => T): Promise<T>;
  delete(id: string): Promise<void>;
  /** Deletes the records matching the filter (one at least: never the whole collection); answers how many. */
  deleteWhere(where: NonNullable<Query['where']>): Promise<number>;
  /**
   * The records matching `query`, in its order; with `fields`, only those fields of each (the objects
   * inside a projected field may come back with their keys in another order: build answers from them).
   */
  find(query?: Query): Promise<T[]>;
  find<K extends keyof T & string>(query: Query & { fields: readonly K[] }): Promise<Pick<T, K>[]>;
  /** How many records have each value of the indexed field. */
  countBy(field: 'status' | 'fund'): Promise<Record<string, number>>;
  /** The figures of the overview (GET /api/Overblik) over a collection of cases, counted in the store. */
  aggregate(query: AggregateQuery): Promise<Aggregate>;
  /**
   * A number that changes whenever a record of the collection is written or deleted, by this
   * process or any other on the same database: what is derived from the records (a cached list)
   * knows when it is stale. Read it before the records it describes.
   */
  generation(): Promise<number>;
  /**
   * Takes the first record matching `query` that no other worker holds, keeps it held while `work`
   * runs (PostgreSQL: FOR UPDATE SKIP LOCKED, in one transaction with what `work` writes), then
   * writes what `work` answers, or deletes the record for undefined. Answers false when none was free.
   */
  claim(query: Query, work: (record: T) => Promise<T | undefined>): Promise<boolean>;
}

/** What a collection's lists filter and sort on, taken from each record as it is written. */
export interface IndexFields {
  status?: string;
  /** An ISO timestamp: when the record was created, or when it is due. */
  created?: string;
  /** Whose the record is: an employee's id, a company's CVR. */
  owner?: string;
  fund?: string;
  /** A second key to look a record up by (an application number; a request's supplier and total). */
  reference?: string;
  /** The case a record belongs to, as `type:id`. */
  caseRef?: string;
  /** An uploaded file the record refers to, by its sha256 (a request's invoice). */
  document?: string;
  /** An invoice as one request per invoice counts it: supplier and canonical number (a request's fakturaNoegle). */
  invoice?: string;
  number?: number;
  periodFrom?: string;
  periodTo?: string;
  /** The record's own version, for optimistic concurrency. */
  version?: number;
  /** An ISO timestamp: when a case reached the status it has. */
  statusChanged?: string;
  /** Amounts the record counts toward, by key (a request's participations' prices per fund), for aggregate()'s sums. */
  amounts?: Record<string, number>;
}

export type Indexer<T> = (record: T) => IndexFields;

export interface Query {
  where?: {
    status?: string;
    owner?: string;
    fund?: string;
    reference?: string;
    caseRef?: string;
    document?: string;
    invoice?: string;
    /** created ≥ this */
    createdFrom?: string;
    /** created ≤ this */
    createdTo?: string;
  };
  /** Ties keep the order of first writing. Without an order, records come in that order. */
  order?: 'created-desc' | 'created-asc' | 'created-number-desc' | 'created-number-asc' | 'number-asc' | 'number-desc';
  limit?: number;
  /**
   * A keyset page (order 'created-number-desc' or 'created-number-asc' only): the records after the one with this created
   * and number, which must name one record (the number is the case's id), so the next page starts
   * where the last ended however many records were written meanwhile.
   */
  after?: { created: string; number: number };
  fields?: readonly string[];
}

/** What aggregate() counts, in the months the caller names. */
export interface AggregateQuery {
  /** The final statuses: a record in one was handled in the month it reached it (statusChanged). */
  final: readonly string[];
  /** The statuses whose records wait: the oldest of them are listed. */
  waiting: readonly string[];
  /**
   * The months counted, oldest first, each by its name and the instant it begins (ISO); each runs
   * to the next one's beginning, the last on. Records created or handled before the first are not counted.
   */
  months: readonly { month: string; from: string }[];
  /** How many of the oldest waiting records to list. */
  oldest: number;
  /** The statuses whose records' `amounts` are summed, per key and the month the record reached its status. */
  sum?: readonly string[];
}

export interface Aggregate {
  /** All records per status. */
  perStatus: Record<string, number>;
  /** Records created per month. */
  created: Record<string, number>;
  /** Records in a final status per month they reached it. */
  handled: Record<string, number>;
  /** Seconds from creation to the final status of those handled in the months (percentile_cont; null when none). */
  duration: { count: number; median: number | null; p90: number | null };
  /** The oldest waiting records, the oldest first (ties in the order first written). */
  oldest: { id: string; status: string; created: string }[];
  /** The sums of `sum`, by key and then month, rounded to two decimals. */
  sums: { key: string; month: string; sum: number }[];
}

/** The orders a keyset page (Query['after']) reads in. */
export type KeysetOrden = 'created-number-desc' | 'created-number-asc';

export interface Store {
  /** A collection; `index` names what its queries filter and sort on (the same indexer every time). */
  collection<T>(name: string, index?: Indexer<T>): Collection<T>;
  /**
   * Runs `work` so that every write it makes lands together: PostgreSQL runs it in one transaction
   * (a throw rolls everything back); lowdb writes each durably in order, so a crash can leave the
   * first writes without the later ones.
   */
  transaction<R>(work: () => Promise<R>): Promise<R>;
  /** Runs `fn` once the running transaction has committed (never, if it rolls back); at once outside one. */
  efterCommit(fn: () => void): void;
  /** The stored versions of the workflows and schemas. */
  readonly definitioner: Definitionslager;
  close(): Promise<void>;
}

/** A version of a workflow or schema as stored: kept for good, so a case can go on with the definition it started with. */
export interface GemtDefinition {
  art: 'arbejdsgang' | 'skema';
  navn: string;
  version: string;
  indhold: unknown;
  /** When it was first stored (ISO). */
  gemt: string;
}

/** The stored versions of the definitions (store/definitioner/ in lowdb, the table definitioner in PostgreSQL). */
export interface Definitionslager {
  /**
   * Stores the version unless it is stored already, by this process or another starting at the same
   * moment; answers whether this call stored it. A stored version is never changed.
   */
  gem(definition: Omit<GemtDefinition, 'gemt'>, gemt: string): Promise<boolean>;
  /** Every stored version of one definition, the first stored (earliest `gemt`) first. */
  versioner(art: GemtDefinition['art'], navn: string): Promise<GemtDefinition[]>;
}
