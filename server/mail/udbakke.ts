import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Store } from '../store/types';
import { createUdbakkeArbejder } from '../udbakke-arbejder';
import type { Forsendelse, Mail, Mailer, SendtMail } from './mailer';

/** An e-mail waiting in the outbox. */
export interface UdbakkePost {
  id: string;
  mail: Mail;
  sag: Mail['sag'];
  status: 'afventer' | 'fejlet';
  oprettet: string;
  /** When it may be tried (again). */
  naesteForsoeg: string;
  forsoeg: number;
  sidsteFejl?: string;
}

const MAKS_FORSOEG = 12;
// 2 s, 4 s, 8 s … up to an hour between tries; twelve tries span about three hours.
const pause = (forsoeg: number) => Math.min(3_600_000, 1000 * 2 ** forsoeg);

export interface Transport {
  lever(forsendelse: Forsendelse): Promise<string | undefined>;
}

/**
 * A transactional outbox. `send` writes the e-mail as a record in the transaction of the case change
 * it belongs to; a worker takes due records one at a time (claimed, so two instances never take the
 * same), hands each to the transport, and in one transaction records it as sent and removes it. A
 * failure is retried with back-off; a crash between commit and send leaves the record for the next
 * run. Only a crash after the transport took the e-mail and before the removal sends it again, with
 * the same Message-ID and file name.
 */
export function createUdbakke({
  store,
  transport,
  now,
  log,
  interval = 1000,
}: {
  store: Store;
  transport: Transport;
  now: () => Date;
  log: Logger;
  interval?: number;
}): Mailer {
  const udbakke = store.collection<UdbakkePost>('udbakke');
  const sendte = store.collection<SendtMail>('mails');

  const forfaldne = () => ({ where: { status: 'afventer', createdTo: now().toISOString() }, order: 'created-asc' }) as const;

  async function lever(post: UdbakkePost): Promise<UdbakkePost | undefined> {
    const sendt = now();
    try {
      const fil = await transport.lever({ id: post.id, oprettet: new Date(post.oprettet), sendt, mail: post.mail });
      const { til, emne, sag } = post.mail;
      await sendte.put(post.id, { id: post.id, til, emne, sendt: sendt.toISOString(), sag, ...(fil ? { fil } : {}) });
      return undefined;
    } catch (error) {
      const forsoeg = post.forsoeg + 1;
      log.error({ err: error, mail: post.id, forsoeg }, 'e-mail kunne ikke sendes');
      return {
        ...post,
        forsoeg,
        status: forsoeg >= MAKS_FORSOEG ? 'fejlet' : 'afventer',
        naesteForsoeg: new Date(sendt.getTime() + pause(forsoeg)).toISOString(),
        sidsteFejl: error instanceof Error ? error.message : String(error),
      };
    }
  }

  const { koer, ...arbejder } = createUdbakkeArbejder({ samling: udbakke, forfaldne, lever, log, navn: 'udbakken', interval });

  return {
    async send(mail: Mail): Promise<void> {
      const t = now().toISOString();
      const id = randomUUID();
      await udbakke.put(id, { id, mail, sag: mail.sag, status: 'afventer', oprettet: t, naesteForsoeg: t, forsoeg: 0 });
      store.efterCommit(() => void koer());
    },
    ...arbejder,
  };
}
