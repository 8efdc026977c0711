import { LocalOverenskomstRegister } from './arbejdsmangel/overenskomster';
import type { Config } from './config';
import { LocalOekonomisystem } from './cvr/oekonomisystem';
import { HttpCvrRegister, LocalCvrRegister } from './cvr/register';
import type { AppDeps } from './deps';
import { DemoAdminDirectory, DemoIdentityProvider } from './identity/demo';
import { createLogger } from './log';
import { NodemailerMailer, type SendtMail } from './mail/mailer';
import { TekstLaeser } from './ocr/laes-tekst';
import { FileDocumentStore } from './store/documents';
import { LowdbStore } from './store/lowdb-store';

/** The embedded defaults that really work on one machine: lowdb files, document files, local registers, an .eml outbox. */
export function defaultDeps(config: Config, now: () => Date = () => new Date()): AppDeps {
  const store = new LowdbStore(config.dataDir);
  const lokaltCvr = new LocalCvrRegister(config.contentDir);
  return {
    config,
    store,
    documents: new FileDocumentStore(config.dataDir),
    identities: new DemoIdentityProvider(config.contentDir),
    admins: new DemoAdminDirectory(config.contentDir),
    cvrRegister: config.cvrApiUrl ? new HttpCvrRegister(config.cvrApiUrl, lokaltCvr) : lokaltCvr,
    oekonomisystem: new LocalOekonomisystem(config.contentDir),
    overenskomster: new LocalOverenskomstRegister(config.contentDir),
    mailer: new NodemailerMailer(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, now },
      store.collection<SendtMail>('mails'),
    ),
    ocr: new TekstLaeser(config.dataDir),
    log: createLogger(config.logLevel),
    now,
  };
}
