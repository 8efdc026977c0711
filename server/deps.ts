import type { Logger } from 'pino';
import type { OverenskomstRegister } from './arbejdsmangel/overenskomster';
import type { Config } from './config';
import type { CvrRegister } from './cvr/register';
import type { Oekonomisystem } from './cvr/oekonomisystem';
import type { AdminDirectory, IdentityProvider } from './identity/types';
import type { Mailer } from './mail/mailer';
import type { TekstLaeser } from './ocr/laes-tekst';
import type { DocumentStore } from './store/documents';
import type { Store } from './store/types';
import type { Webhooks } from './webhooks/udbakke';

/** What the app is built from: storage and the outside systems, each behind its interface. */
export interface AppDeps {
  config: Config;
  store: Store;
  documents: DocumentStore;
  identities: IdentityProvider;
  admins: AdminDirectory;
  cvrRegister: CvrRegister;
  oekonomisystem: Oekonomisystem;
  overenskomster: OverenskomstRegister;
  mailer: Mailer;
  /** The events other systems subscribe to, through an outbox like the e-mails'. */
  webhooks: Webhooks;
  ocr: TekstLaeser;
  log: Logger;
  now: () => Date;
}
