import type { Config } from './config';
import type { AppDeps } from './deps';
import { DemoAdminDirectory, DemoIdentityProvider } from './identity/demo';
import { createLogger } from './log';
import { FileDocumentStore } from './store/documents';
import { LowdbStore } from './store/lowdb-store';

/** The embedded defaults that really work on one machine: lowdb files, document files, demo identities. */
export function defaultDeps(config: Config): AppDeps {
  return {
    config,
    store: new LowdbStore(config.dataDir),
    documents: new FileDocumentStore(config.dataDir),
    identities: new DemoIdentityProvider(config.contentDir),
    admins: new DemoAdminDirectory(config.contentDir),
    log: createLogger(config.logLevel),
    now: () => new Date(),
  };
}
