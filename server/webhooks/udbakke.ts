import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { WebhookHaendelse } from '../../contract/generated/webhook-haendelse';
import type { HaendelsesType } from '../../contract/webhooks';
import type { Store } from '../store/types';
import { createUdbakkeArbejder, type UdbakkeArbejder } from '../udbakke-arbejder';
import { createAbonnementer } from './abonnementer';
import { createLeveringer, emneAf, LEVERINGER, type Levering } from './leveringer';
import { httpTransport, LeveringsFejl, type WebhookTransport } from './levering';
import { SIGNATUR_HEADER, signatur } from './signatur';
import { tServer } from '../server-tekster';

/** The events of the case changes and texts, sent to the systems that subscribe to them. */
export interface Webhooks extends Omit<UdbakkeArbejder, 'koer'> {
  /**
   * An event: one delivery per subscription to its type, written in the store transaction that is
   * running (the case change's, so it is sent if and only if the change is stored), sent after it
   * commits. `nr` orders the events about one thing (a case's version after the change).
   */
  udgiv(type: HaendelsesType, data: WebhookHaendelse['data'], nr: number): Promise<void>;
  /** Forgets delivered and given-up deliveries older than the page shows (oprydning.ts); answers how many. */
  ryd(): Promise<number>;
}

// Tried again for a day; 2 s doubling to an hour between tries.
const OPGIV_MS = 24 * 3_600_000;
const pause = (forsoeg: number) => Math.min(3_600_000, 1000 * 2 ** forsoeg);
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The webhook outbox, the same mechanism as the e-mails' (udbakke-arbejder.ts): a worker on each
 * instance claims due deliveries, signs each (signatur.ts) and POSTs it; a 2xx marks it delivered, any
 * other answer or none within 10 s is tried again with back-off until 24 hours after the event. A
 * subscription gets the events about one case in order: a delivery waits while an earlier one about
 * the same case to the same subscription is still unacknowledged.
 */
export function createWebhooks({
  store,
  now,
  log,
  production,
  transport = httpTransport(production),
  interval = 1000,
}: {
  store: Store;
  now: () => Date;
  log: Logger;
  /** In production only https:// to public addresses (ssrf.ts). */
  production: boolean;
  transport?: WebhookTransport;
  interval?: number;
}): Webhooks {
  const leveringer = store.collection<Levering>(LEVERINGER);
  const abonnementer = createAbonnementer({ store, now });

  const forfaldne = () => ({ where: { status: 'afventer', createdTo: now().toISOString() }, order: 'created-asc' }) as const;

  /** When an earlier delivery about the same thing to the same subscription waits, the time it is due. */
  async function venterPaa(post: Levering): Promise<number | undefined> {
    const ventende = await leveringer.find({
      where: { caseRef: `${post.abonnementId}|${post.emne}`, status: 'afventer' },
      fields: ['id', 'nr', 'oprettet', 'naesteForsoeg'],
    });
    const foer = ventende.filter((l) => l.id !== post.id && (l.nr < post.nr || (l.nr === post.nr && l.oprettet < post.oprettet)));
    return foer.length > 0 ? Math.min(...foer.map((l) => Date.parse(l.naesteForsoeg))) : undefined;
  }

  function fejlet(post: Levering, besked: string, svar?: number): Levering {
    const t0 = now().getTime();
    const forsoeg = post.forsoeg + 1;
    const slut = Date.parse(post.oprettet) + OPGIV_MS;
    log.warn({ levering: post.id, forsoeg, svar }, 'webhook ikke leveret');
    return {
      ...post,
      forsoeg,
      status: t0 >= slut ? 'opgivet' : 'afventer',
      naesteForsoeg: iso(t0 >= slut ? t0 : Math.min(t0 + pause(forsoeg), slut)),
      ...(svar !== undefined ? { sidsteSvar: svar } : {}),
      sidsteFejl: besked,
    };
  }

  async function lever(post: Levering): Promise<Levering | undefined> {
    const abonnement = await abonnementer.hent(post.abonnementId);
    // The subscription was deleted: its deliveries go with it.
    if (!abonnement) return undefined;
    const t0 = now().getTime();
    const foer = await venterPaa(post);
    // Behind the earlier one, without counting a try.
    if (foer !== undefined) return { ...post, naesteForsoeg: iso(Math.max(foer, t0 + 1000)) };
    try {
      const status = await transport.post(abonnement.url, post.krop, {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'Fondsportalen-webhooks/1',
        [SIGNATUR_HEADER]: signatur(abonnement.hemmelighed, Math.floor(t0 / 1000), post.krop),
      });
      if (status < 200 || status > 299) return fejlet(post, tServer('webhooks.fejl.status', { status }), status);
      const { sidsteFejl: _fejl, ...resten } = post;
      const leveret = now().toISOString();
      return { ...resten, status: 'leveret', forsoeg: post.forsoeg + 1, sidsteSvar: status, leveret, naesteForsoeg: leveret };
    } catch (error) {
      if (error instanceof LeveringsFejl) return fejlet(post, error.message);
      throw error;
    }
  }

  const { koer, ...arbejder } = createUdbakkeArbejder({ samling: leveringer, forfaldne, lever, log, navn: 'webhook-udbakken', interval });

  return {
    async udgiv(type, data, nr) {
      const modtagere = await abonnementer.forHaendelse(type);
      if (modtagere.length === 0) return;
      const tidspunkt = now().toISOString();
      const haendelse: WebhookHaendelse = { id: randomUUID(), type, tidspunkt, data };
      const krop = JSON.stringify(haendelse);
      const { emne } = emneAf(data);
      for (const a of modtagere) {
        const id = `${haendelse.id}.${a.id}`;
        await leveringer.put(id, {
          id,
          abonnementId: a.id,
          haendelse: { id: haendelse.id, type, tidspunkt },
          krop,
          emne,
          nr,
          status: 'afventer',
          oprettet: tidspunkt,
          naesteForsoeg: tidspunkt,
          forsoeg: 0,
        });
      }
      store.efterCommit(() => void koer());
    },
    ryd: createLeveringer({ store, now }).ryd,
    ...arbejder,
  };
}
