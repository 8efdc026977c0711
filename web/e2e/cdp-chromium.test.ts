import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CdpChromium, type CdpSide } from './cdp-chromium';

let chromium: CdpChromium;
beforeAll(() => {
  chromium = CdpChromium.start();
});
afterAll(async () => {
  await chromium?.close();
});

const base = inject('baseUrl');

/** The addresses a page asked for, as its own session's Network events say. */
function forespoergsler(fane: CdpSide): string[] {
  const urls: string[] = [];
  fane.on('Network.requestWillBeSent', ({ request }) => urls.push((request as { url: string }).url));
  return urls;
}

const indlaest = (fane: CdpSide) =>
  new Promise<void>((ok) => {
    const stop = fane.on('Page.loadEventFired', () => {
      stop();
      ok();
    });
  });

describe('Chromium over a CDP pipe', () => {
  it('keeps each page’s events to its own session, and its cookies to its own context', async () => {
    const [en, to] = await Promise.all([
      chromium.nySide(base, [{ name: 'proeve', value: 'en' }]),
      chromium.nySide(base, [{ name: 'proeve', value: 'to' }]),
    ]);
    try {
      const [enUrls, toUrls] = [forespoergsler(en), forespoergsler(to)];
      for (const fane of [en, to]) await Promise.all([fane.send('Network.enable'), fane.send('Page.enable')]);
      const [enLoad, toLoad] = [indlaest(en), indlaest(to)];
      await en.send('Page.navigate', { url: `${base}/app` });
      await to.send('Page.navigate', { url: `${base}/app/virksomhed` });
      await Promise.all([enLoad, toLoad]);
      expect(enUrls[0]).toBe(`${base}/app`);
      expect(toUrls[0]).toBe(`${base}/app/virksomhed`);
      expect(enUrls).not.toContain(`${base}/app/virksomhed`);
      const cookie = async (fane: CdpSide) =>
        (await fane.send<{ result: { value: string } }>('Runtime.evaluate', { expression: 'document.cookie', returnByValue: true })).result
          .value;
      expect((await cookie(en)).split('; ')).toEqual(expect.arrayContaining(['proeve=en']));
      expect((await cookie(en)).split('; ')).not.toContain('proeve=to');
      expect((await cookie(to)).split('; ')).toEqual(expect.arrayContaining(['proeve=to']));
    } finally {
      await Promise.all([en.luk(), to.luk()]);
    }
  });

  it('rejects a command CDP refuses, naming it', async () => {
    const fane = await chromium.nySide(base, []);
    try {
      await expect(fane.send('Page.findesIkke')).rejects.toThrow(/^Page\.findesIkke: .+/);
      // The session still answers afterwards.
      await expect(fane.send('Page.enable')).resolves.toEqual({});
    } finally {
      await fane.luk();
    }
  });

  it('closes a page’s context with the page', async () => {
    const foer = await chromium.send<{ browserContextIds: string[] }>('Target.getBrowserContexts');
    const fane = await chromium.nySide(base, []);
    const under = await chromium.send<{ browserContextIds: string[] }>('Target.getBrowserContexts');
    expect(under.browserContextIds.length).toBe(foer.browserContextIds.length + 1);
    await fane.luk();
    expect((await chromium.send<{ browserContextIds: string[] }>('Target.getBrowserContexts')).browserContextIds).toEqual(
      foer.browserContextIds,
    );
  });

  it('reads an answer that comes in many chunks, characters beyond ASCII whole', async () => {
    const fane = await chromium.nySide(base, []);
    try {
      const { result } = await fane.send<{ result: { value: string } }>('Runtime.evaluate', {
        expression: `'æøå€😀'.repeat(200000)`,
        returnByValue: true,
      });
      expect(result.value).toBe('æøå€😀'.repeat(200_000));
    } finally {
      await fane.luk();
    }
  });

  it('fails what is still waiting when the browser goes, and what is asked after', async () => {
    const egen = CdpChromium.start();
    try {
      await egen.send('Browser.getVersion');
      const fane = await egen.nySide(base, []);
      const haenger = fane.send('Runtime.evaluate', { expression: 'new Promise(() => {})', awaitPromise: true });
      const afvist = expect(haenger).rejects.toThrow('Chromium lukkede før svaret på Runtime.evaluate');
      await egen.close();
      await afvist;
      await expect(egen.send('Browser.getVersion')).rejects.toThrow(/^Browser\.getVersion: Chromium lukkede/);
    } finally {
      await egen.close();
    }
  });
});
