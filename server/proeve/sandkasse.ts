import { AsyncLocalStorage } from 'node:async_hooks';
import type { DocumentStore } from '../store/documents';
import type { Collection, Store } from '../store/types';

/** Where a try-out of a draft ('Prøv udkastet') keeps what it writes: a store and documents of its own. */
export interface Sandkasse {
  store: Store;
  documents: DocumentStore;
}

const proeven = new AsyncLocalStorage<Sandkasse>();

/** Runs `work` as a try-out: every case collection and document it touches is the sandbox's. */
export const iSandkasse = <R>(sandkasse: Sandkasse, work: () => R): R => proeven.run(sandkasse, work);

/** Runs `work` outside any try-out: on the real store and documents (the outboxes' workers, server/udbakke-arbejder.ts). */
export const udenforSandkasse = <R>(work: () => R): R => proeven.exit(work);

/** The running try-out's sandbox, if this is one. */
export const aktuelSandkasse = (): Sandkasse | undefined => proeven.getStore();

/**
 * The collections that stay on the real store during a try-out: who is signed in (sessions, tokens, OpenID
 * logins, one-time codes, the counts of failed sign-ins), the API clients and webhook subscriptions, and the
 * definitions with their stored versions and drafts, and the texts the secretariat edits with their history. Everything else (cases, claims, course
 * register, drafts of forms, outboxes and sent e-mails, journal, counters, idempotency, seed markers) is the sandbox's.
 */
export const REELLE_SAMLINGER: ReadonlySet<string> = new Set([
  'sessions',
  'admin-sessioner',
  'admin-refresh-tokens',
  'admin-oidc-overdragelser',
  'oidc-login',
  'engangskoder',
  'rate-limit',
  'klienter',
  'webhook-abonnementer',
  'definitionssaet',
  'definitionsudkast',
  'tekster',
  'teksthistorik',
  // The stored versions of the definitions: store.definitioner takes its collection before the proxy (below), named here as well.
  'definitioner',
]);

const METODER = ['get', 'all', 'put', 'update', 'delete', 'deleteWhere', 'find', 'countBy', 'aggregate', 'generation', 'claim'] as const;

/**
 * Makes `store` answer each call of a case collection from the running try-out's sandbox, and from itself
 * otherwise. The services take their collections once, at start; so the choice is made at each call, not
 * when the collection is taken. Changes the instance (its type stays what the rest of the server checks).
 */
export function proevbarStore<S extends Store>(store: S): S {
  const egen = store.collection.bind(store);
  const egenEfterCommit = store.efterCommit.bind(store);
  store.collection = (<T>(navn: string, index?: Parameters<Store['collection']>[1]) => {
    const reel = egen<T>(navn, index as never);
    if (REELLE_SAMLINGER.has(navn)) return reel;
    const samling = (): Collection<T> => {
      const s = proeven.getStore();
      return s ? s.store.collection<T>(navn, index as never) : reel;
    };
    return Object.fromEntries(
      METODER.map((m) => [m, (...args: unknown[]) => (samling()[m] as (...a: unknown[]) => unknown)(...args)]),
    ) as unknown as Collection<T>;
  }) as Store['collection'];
  // The stored versions of the definitions stay real (store.definitioner): a version is kept for good and never changed,
  // and the register remembers per set what it stored, so a sandbox of its own would lack what the register thinks is there.
  // What runs after a commit runs in the try-out it was registered in (a draft's file clean-up checks and deletes the
  // sandbox's); the outboxes' workers leave any try-out themselves (server/udbakke-arbejder.ts), so a sandbox's mail is never sent.
  store.efterCommit = (fn: () => void) => {
    const sandkasse = proeven.getStore();
    egenEfterCommit(sandkasse ? () => proeven.run(sandkasse, fn) : fn);
  };
  return store;
}

/** The documents of the running try-out go to its sandbox; the real ones are never referred to by its cases. */
export function proevbareDokumenter(documents: DocumentStore): DocumentStore {
  const her = () => proeven.getStore()?.documents ?? documents;
  return {
    put: (bytes, contentType) => her().put(bytes, contentType),
    get: (sha256) => her().get(sha256),
    delete: (sha256) => her().delete(sha256),
  };
}
