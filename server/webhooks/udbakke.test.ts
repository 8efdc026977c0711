import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { TestClock } from '../testing/app';
import { beggeLagre } from '../testing/lagre';
import { createAbonnementer } from './abonnementer';
import { LEVERINGER } from './leveringer';
import { LeveringsFejl, type WebhookTransport } from './levering';
import { createWebhooks } from './udbakke';

const log = createLogger('silent');
const stores = beggeLagre();

/** A transport that records the event ids it got per address, and fails for an address while told to. */
function transport() {
  const leveret: string[] = [];
  let fejl = 0;
  const t: WebhookTransport & { leveret: string[]; fejlNaeste(n: number): void } = {
    leveret,
    fejlNaeste: (n) => (fejl = n),
    async post(url, krop) {
      if (fejl > 0) {
        fejl--;
        throw new LeveringsFejl('Modtageren svarede ikke inden for 10 sekunder.');
      }
      leveret.push(`${url} ${(JSON.parse(krop) as { id: string }).id}`);
      return 200;
    },
  };
  return t;
}

const sag = (id: number, status = 'Oprettet') => ({ sag: 'anmodning' as const, id, status });

describe.each(stores)('the webhook outbox on $navn', ({ ny }) => {
  it('delivers each event once to each subscription of its type, with two workers taking from the same outbox', async () => {
    const [a, b] = await ny();
    const clock = new TestClock();
    const abonnementer = createAbonnementer({ store: a, now: clock.now });
    await abonnementer.opret('https://x.example/1', ['anmodning.oprettet'], 'Anne');
    await abonnementer.opret('https://y.example/2', ['anmodning.oprettet', 'tekst.aendret'], 'Anne');
    await abonnementer.opret('https://z.example/3', ['tekst.aendret'], 'Anne');
    const t = transport();
    const [x, y] = [a, b].map((store) => createWebhooks({ store, transport: t, now: clock.now, log, production: false }));
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? x! : y!).udgiv('anmodning.oprettet', sag(i), 1)));
    await Promise.all([x!.ledig(), y!.ledig()]);
    expect(t.leveret).toHaveLength(20);
    expect(new Set(t.leveret).size).toBe(20);
    expect(t.leveret.filter((l) => l.startsWith('https://z.example'))).toEqual([]);
  });

  it('sends what a stopped instance left behind, when the next one starts', async () => {
    const [store] = await ny();
    const clock = new TestClock();
    await createAbonnementer({ store, now: clock.now }).opret('https://x.example/1', ['anmodning.oprettet'], 'Anne');
    const t = transport();
    t.fejlNaeste(1);
    const foerste = createWebhooks({ store, transport: t, now: clock.now, log, production: false });
    await foerste.udgiv('anmodning.oprettet', sag(1), 1);
    await foerste.ledig();
    expect(t.leveret).toEqual([]);
    clock.advance(2_000);
    const naeste = createWebhooks({ store, transport: t, now: clock.now, log, production: false });
    naeste.start();
    await naeste.ledig();
    naeste.stop();
    expect(t.leveret).toHaveLength(1);
  });

  it('forgets delivered and given-up deliveries after 30 days, and keeps those waiting', async () => {
    const [store] = await ny();
    const clock = new TestClock();
    await createAbonnementer({ store, now: clock.now }).opret('https://x.example/1', ['anmodning.oprettet'], 'Anne');
    const t = transport();
    const webhooks = createWebhooks({ store, transport: t, now: clock.now, log, production: false });
    await webhooks.udgiv('anmodning.oprettet', sag(1), 1);
    await webhooks.ledig();
    clock.advance(29 * 86_400_000);
    t.fejlNaeste(1);
    await webhooks.udgiv('anmodning.oprettet', sag(2), 1);
    await webhooks.ledig();
    expect(await webhooks.ryd()).toBe(0);
    clock.advance(2 * 86_400_000);
    expect(await webhooks.ryd()).toBe(1);
    expect((await store.collection<{ status: string }>(LEVERINGER).all()).map((l) => l.status)).toEqual(['afventer']);
  });
});

describe('the webhook outbox on postgres, whose transactions roll back', () => {
  it('never sends an event whose case change rolled back', async () => {
    const [store] = await stores[1]!.ny();
    const clock = new TestClock();
    await createAbonnementer({ store, now: clock.now }).opret('https://x.example/1', ['anmodning.status-aendret'], 'Anne');
    const t = transport();
    const webhooks = createWebhooks({ store, transport: t, now: clock.now, log, production: false });
    await expect(
      store.transaction(async () => {
        await store.collection('anmodninger').put('1', { id: 1, status: 'Godkendt' });
        await webhooks.udgiv('anmodning.status-aendret', { ...sag(1, 'Godkendt'), forrigeStatus: 'Oprettet' }, 2);
        throw new Error('409');
      }),
    ).rejects.toThrow('409');
    await webhooks.ledig();
    expect(t.leveret).toEqual([]);
    expect(await store.collection(LEVERINGER).all()).toEqual([]);
  });
});
