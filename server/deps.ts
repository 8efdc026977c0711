import type { Logger } from 'pino';
import type { Config } from './config';
import type { AdminDirectory, IdentityProvider } from './identity/types';
import type { DocumentStore } from './store/documents';
import type { Store } from './store/types';

/** What the app is built from; tests pass their own (temporary data dir, a fixed clock). */
export interface AppDeps {
  config: Config;
  store: Store;
  documents: DocumentStore;
  identities: IdentityProvider;
  admins: AdminDirectory;
  log: Logger;
  now: () => Date;
}
