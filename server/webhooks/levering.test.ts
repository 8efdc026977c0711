import { setImmediate as naesteTur } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookLevering } from '../../contract/webhooks';
import { createLogger } from '../log';
import { testApp } from '../testing/app';
import { startModtager } from '../testing/webhook-modtager';
import { createAbonnementer } from './abonnementer';
import { httpTransport, LeveringsFejl } from './levering';
import { createWebhooks } from './udbakke';

const stop: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(stop.splice(0).map((s) => s()));
});

/** A receiver on this machine that takes the POST and never answers (the n-th for which `svar` gives undefined). */
async function tavsModtager(svar: (n: number) => number | undefined = () => undefined) {
  const modtager = await startModtager(svar);
  stop.push(modtager.stop);
  return modtager;
}

describe('the HTTP transport of a webhook delivery', () => {
  it('gives up on a receiver that never answers after 10 seconds, not before', async () => {
    const modtager = await tavsModtager();
    // Only the limit's timer is the test's; the sockets keep their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let udfald: unknown;
    const levering = httpTransport(false)
      .post(modtager.url, '{}', {})
      .then(
        (status) => (udfald = status),
        (fejl: unknown) => (udfald = fejl),
      );
    while (modtager.modtaget.length === 0) await naesteTur();
    vi.advanceTimersByTime(9_999);
    for (let i = 0; i < 20; i++) await naesteTur();
    expect(udfald).toBeUndefined();
    vi.advanceTimersByTime(1);
    await levering;
    expect(udfald).toBeInstanceOf(LeveringsFejl);
    expect((udfald as Error).message).toBe('Modtageren svarede ikke inden for 10 sekunder.');
  });

  it('keeps to a limit it is given, and says it in the reason', async () => {
    const modtager = await tavsModtager();
    const t0 = performance.now();
    const fejl = await httpTransport(false, 200)
      .post(modtager.url, '{}', {})
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    const ventet = performance.now() - t0;
    expect(fejl).toBeInstanceOf(LeveringsFejl);
    expect((fejl as Error).message).toBe('Modtageren svarede ikke inden for 0,2 sekunder.');
    expect(ventet).toBeGreaterThanOrEqual(190);
    expect(ventet).toBeLessThan(5_000);
  });

  it('records a delivery the receiver did not answer in time as waiting, with the reason, and sends it again', async () => {
    const api = testApp();
    const modtager = await tavsModtager((n) => (n === 1 ? undefined : 204));
    const abonnement = await createAbonnementer(api.deps).opret(modtager.url, ['anmodning.oprettet'], 'Demo Sekretariat');
    const webhooks = createWebhooks({
      store: api.deps.store,
      now: api.clock.now,
      log: createLogger('silent'),
      production: false,
      transport: httpTransport(false, 200),
    });
    const leveringer = async () => {
      const admin = { Authorization: `Bearer ${(await api.adminLogin()).accessToken}` };
      const svar = await api.json('GET', `/api/Webhooks/Abonnementer/${abonnement.id}/Leveringer`, undefined, admin);
      return ((await svar.json()) as { data: WebhookLevering[] }).data;
    };

    await webhooks.udgiv('anmodning.oprettet', { sag: 'anmodning', id: 1, status: 'Oprettet' }, 1);
    await webhooks.ledig();
    const [venter] = await leveringer();
    expect(venter).toMatchObject({ status: 'afventer', forsoeg: 1, sidsteFejl: 'Modtageren svarede ikke inden for 0,2 sekunder.' });
    expect(venter).not.toHaveProperty('sidsteSvar');
    expect(modtager.modtaget).toHaveLength(1);

    // Tried again after its pause (2 s), the same event.
    api.clock.advance(2_000);
    await webhooks.ledig();
    expect(modtager.modtaget).toHaveLength(2);
    const [foerste, anden] = modtager.haendelser();
    expect(anden!.id).toBe(foerste!.id);
    const [leveret] = await leveringer();
    expect(leveret).toMatchObject({ status: 'leveret', forsoeg: 2, sidsteSvar: 204 });
  });
});
