import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { TestClock } from '../testing/app';
import { beggeLagre } from '../testing/lagre';
import type { Forsendelse, Mail, SendtMail } from './mailer';
import { createUdbakke, type UdbakkePost } from './udbakke';

const mail = (n: number): Mail => ({
  til: `m${n}@example.dk`,
  emne: `Kvittering ${n}`,
  html: '<p>Tak</p>',
  sag: { type: 'arbejdsmangel', id: n },
});
const log = createLogger('silent');

/** A transport that records what it got, and fails while told to. */
function transport() {
  const leveret: string[] = [];
  let fejl = 0;
  return {
    leveret,
    fejlNaeste: (n: number) => (fejl = n),
    async lever(f: Forsendelse) {
      if (fejl > 0) {
        fejl--;
        throw new Error('SMTP-serveren svarer ikke');
      }
      leveret.push(f.id);
      return undefined;
    },
  };
}

const stores = beggeLagre();

describe.each(stores)('the outbox on $navn', ({ ny }) => {
  it('retries a failed e-mail with back-off and records it as sent once it goes', async () => {
    const [store] = await ny();
    const clock = new TestClock();
    const t = transport();
    const udbakke = createUdbakke({ store, transport: t, now: clock.now, log });
    t.fejlNaeste(1);
    await udbakke.send(mail(1));
    await udbakke.ledig();
    const [post] = await store.collection<UdbakkePost>('udbakke').all();
    expect(post).toMatchObject({ status: 'afventer', forsoeg: 1, sidsteFejl: 'SMTP-serveren svarer ikke' });
    expect(new Date(post!.naesteForsoeg).getTime() - clock.now().getTime()).toBe(2000);
    await udbakke.ledig();
    expect(t.leveret).toEqual([]);
    clock.advance(2000);
    await udbakke.ledig();
    expect(t.leveret).toEqual([post!.id]);
    expect(await store.collection('udbakke').all()).toEqual([]);
    expect((await store.collection<SendtMail>('mails').all()).map((m) => m.id)).toEqual([post!.id]);
  });

  it('sends what a crashed instance left in the outbox, when the next one starts', async () => {
    const [store] = await ny();
    const clock = new TestClock();
    const t = new Date(clock.now()).toISOString();
    await store.collection<UdbakkePost>('udbakke').put('efterladt', {
      id: 'efterladt',
      mail: mail(2),
      sag: mail(2).sag,
      status: 'afventer',
      oprettet: t,
      naesteForsoeg: t,
      forsoeg: 0,
    });
    const levering = transport();
    const udbakke = createUdbakke({ store, transport: levering, now: clock.now, log });
    udbakke.start();
    await udbakke.ledig();
    udbakke.stop();
    expect(levering.leveret).toEqual(['efterladt']);
  });

  it('sends each of many e-mails once, with two workers taking from the same outbox', async () => {
    const [a, b] = await ny();
    const clock = new TestClock();
    const t = transport();
    const [x, y] = [
      createUdbakke({ store: a, transport: t, now: clock.now, log }),
      createUdbakke({ store: b, transport: t, now: clock.now, log }),
    ];
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? x : y).send(mail(i))));
    await Promise.all([x.ledig(), y.ledig()]);
    expect(t.leveret).toHaveLength(20);
    expect(new Set(t.leveret).size).toBe(20);
  });
});

describe('the outbox on postgres, whose transactions roll back', () => {
  it('never sends an e-mail whose transaction rolled back', async () => {
    const [store] = await stores[1]!.ny();
    const t = transport();
    const udbakke = createUdbakke({ store, transport: t, now: new TestClock().now, log });
    await expect(
      store.transaction(async () => {
        await store.collection('arbejdsmangel').put('1', { id: 1 });
        await udbakke.send(mail(1));
        throw new Error('409');
      }),
    ).rejects.toThrow('409');
    await udbakke.ledig();
    expect(t.leveret).toEqual([]);
    expect(await store.collection('udbakke').all()).toEqual([]);
  });
});
