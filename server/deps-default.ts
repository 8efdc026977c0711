import { LocalOverenskomstRegister } from './arbejdsmangel/overenskomster';
import type { Config } from './config';
import { LocalOekonomisystem } from './cvr/oekonomisystem';
import { HttpCvrRegister, LocalCvrRegister } from './cvr/register';
import type { AppDeps } from './deps';
import { DemoAdminDirectory, DemoIdentityProvider } from './identity/demo';
import { createLogger } from './log';
import { NodemailerTransport } from './mail/mailer';
import { createUdbakke } from './mail/udbakke';
import { TekstLaeser } from './ocr/laes-tekst';
import { FileDocumentStore } from './store/documents';
import { LowdbStore } from './store/lowdb-store';
import { PgDocumentStore } from './store/postgres/documents';
import { createPool, PgStore } from './store/postgres/pg-store';
import { createWebhooks } from './webhooks/udbakke';
import { proevbarStore, proevbareDokumenter } from './proeve/sandkasse';

/**
 * The defaults that really work: lowdb files and document files on one machine, or PostgreSQL for
 * records and documents when DATABASE_URL is set; local registers; e-mail through the outbox to SMTP or .eml files, webhooks through their own outbox.
 */
export function defaultDeps(config: Config, now: () => Date = () => new Date()): AppDeps {
  const pool = config.databaseUrl ? createPool(config.databaseUrl) : undefined;
  // Case collections and documents answer from a try-out's sandbox in its requests (server/proeve, 'Prøv udkastet').
  const store = proevbarStore(pool ? new PgStore(pool) : new LowdbStore(config.dataDir));
  const lokaltCvr = new LocalCvrRegister(config.contentDir);
  const log = createLogger(config.logLevel);
  return {
    config,
    store,
    documents: proevbareDokumenter(store instanceof PgStore ? new PgDocumentStore(store) : new FileDocumentStore(config.dataDir)),
    identities: new DemoIdentityProvider(config.contentDir),
    admins: new DemoAdminDirectory(config.contentDir),
    cvrRegister: config.cvrApiUrl ? new HttpCvrRegister(config.cvrApiUrl, lokaltCvr) : lokaltCvr,
    oekonomisystem: new LocalOekonomisystem(config.contentDir),
    overenskomster: new LocalOverenskomstRegister(config.contentDir),
    mailer: createUdbakke({
      store,
      transport: new NodemailerTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
      now,
      log,
    }),
    webhooks: createWebhooks({ store, now, log, production: config.production }),
    ocr: new TekstLaeser(config.dataDir),
    log,
    now,
  };
}
