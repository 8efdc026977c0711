import type { Logger } from 'pino';
import { udenforSandkasse } from './proeve/sandkasse';
import type { Collection, Query } from './store/types';

/** What a worker of an outbox does besides sending: look again, wait until idle, run on a timer. */
export interface UdbakkeArbejder {
  /** Sends what is due now (and what comes due while it runs); the next look comes at the interval. */
  koer(): Promise<void>;
  /** Resolves when nothing is due or being sent (at shutdown, and in tests before they look). */
  ledig(): Promise<void>;
  /** Looks for due records every `interval` ms too: those another instance wrote, and retries. */
  start(): void;
  stop(): void;
}

/**
 * The worker of a transactional outbox (the e-mails, mail/udbakke.ts, and the webhook deliveries,
 * webhooks/udbakke.ts): it takes due records one at a time with `claim` (PostgreSQL: FOR UPDATE SKIP
 * LOCKED, so two instances never take the same), and writes what `lever` answers in the same
 * transaction (undefined deletes the record). A call while it runs makes it look once more.
 *
 * @example const arbejder = createUdbakkeArbejder({ samling, forfaldne, lever, log, navn: 'udbakken' })
 */
export function createUdbakkeArbejder<T>({
  samling,
  forfaldne,
  lever,
  log,
  navn,
  interval = 1000,
}: {
  samling: Collection<T>;
  /** The query of what is due now, first first. */
  forfaldne: () => Query;
  lever: (post: T) => Promise<T | undefined>;
  log: Logger;
  /** The outbox's name in the log. */
  navn: string;
  interval?: number;
}): UdbakkeArbejder {
  let koersel: Promise<void> | undefined;
  let igen = false;
  let timer: NodeJS.Timeout | undefined;

  function koer(): Promise<void> {
    if (koersel) {
      igen = true;
      return koersel;
    }
    // Always on the real outbox, also when a try-out's request ('Prøv udkastet') wakes it: a sandbox's mail is never sent.
    koersel = udenforSandkasse(async () => {
      do {
        igen = false;
        while (await samling.claim(forfaldne(), lever));
      } while (igen);
    })
      .catch((error: unknown) => log.error({ err: error }, `${navn} kunne ikke læses`))
      .finally(() => {
        koersel = undefined;
      });
    return koersel;
  }

  return {
    koer,
    async ledig() {
      while (koersel) await koersel;
      await koer();
    },
    start() {
      timer ??= setInterval(() => void koer(), interval);
      timer.unref();
      void koer();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
