import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CdpChromium, type CdpSide } from './cdp-chromium';
import { aabnSide, borgersider, evaluer, foelgNetvaerk, VINDUE } from './side-indlaesning';

const base = inject('baseUrl');
const forside = borgersider(0).find((s) => s.navn === 'forside')!;

let chromium: CdpChromium;
beforeAll(() => {
  chromium = CdpChromium.start();
});
afterAll(async () => {
  await chromium?.close();
});

describe('a page opened for measuring', () => {
  it('has the browser tests’ window, language and time zone, and the person logged in', async () => {
    const fane = await aabnSide(chromium, base, forside);
    try {
      await fane.send('Page.navigate', { url: `${base}/api/loginStatus.aspx` });
      await expect.poll(() => evaluer<string>(fane, 'document.readyState')).toBe('complete');
      const [bredde, hoejde, sprog, zone, svar] = await evaluer<[number, number, string, string, string]>(
        fane,
        `[innerWidth, innerHeight, navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone, document.body.innerText]`,
      );
      expect([bredde, hoejde, sprog, zone]).toEqual([VINDUE.width, VINDUE.height, VINDUE.locale, VINDUE.timezoneId]);
      expect(svar).toContain('Lars Nielsen');
    } finally {
      await fane.luk();
    }
  });

  // The reason it is not Playwright's page: with Runtime (or the debugger) on, every new Error() re-parses the functions on its stack.
  it('enables neither Runtime nor the debugger', async () => {
    const sendt: string[] = [];
    const fane: CdpSide = { send: async (metode) => (sendt.push(metode), {}) as never, on: () => () => true, luk: async () => undefined };
    await aabnSide({ nySide: async () => fane, send: async () => ({ userAgent: 'proeve' }) as never }, base, forside, {
      latency: 150,
      downloadThroughput: 1,
      uploadThroughput: 1,
      cpu: 4,
    });
    expect(sendt).toEqual(expect.arrayContaining(['Network.enable', 'Network.emulateNetworkConditions', 'Emulation.setCPUThrottlingRate']));
    expect(sendt.filter((metode) => /^(Runtime|Debugger|Profiler)\.enable$/.test(metode))).toEqual([]);
  });
});

describe('the network as the Network domain reports it', () => {
  function falskFane() {
    const lyttere = new Map<string, (p: Record<string, unknown>) => void>();
    return {
      on: (metode: string, haandter: (p: Record<string, unknown>) => void) => (lyttere.set(metode, haandter), () => lyttere.delete(metode)),
      udsend: (metode: string, params: Record<string, unknown>) => lyttere.get(metode)?.(params),
    };
  }

  it('is still once every web request has finished or failed, a redirect counted once, the browser’s own pages not at all', async () => {
    const fane = falskFane();
    const netvaerk = foelgNetvaerk(fane);
    fane.udsend('Network.requestWillBeSent', { requestId: '1', type: 'Document', request: { url: `${base}/app` } });
    fane.udsend('Network.requestWillBeSent', { requestId: '2', type: 'Script', request: { url: `${base}/a.js` } });
    fane.udsend('Network.requestWillBeSent', { requestId: '2', type: 'Script', request: { url: `${base}/b.js` } });
    fane.udsend('Network.requestWillBeSent', { requestId: '3', type: 'Other', request: { url: 'chrome-extension://pdf/index.html' } });
    fane.udsend('Network.requestWillBeSent', { requestId: '4', type: 'Fetch', request: { url: `${base}/api/x` } });
    fane.udsend('Network.responseReceived', { requestId: '2', response: { url: `${base}/b.js`, headers: { 'Content-Encoding': 'br' } } });
    fane.udsend('Network.loadingFinished', { requestId: '1' });
    fane.udsend('Network.loadingFinished', { requestId: '2' });
    await expect(netvaerk.stille(700)).rejects.toThrow(`${base}/api/x`);
    fane.udsend('Network.loadingFailed', { requestId: '4' });
    await expect(netvaerk.stille(2_000)).resolves.toBeUndefined();
    expect(netvaerk.dokument()).toBe('1');
    expect(netvaerk.kodning(`${base}/b.js`)).toBe('br');
    expect(netvaerk.kodning(`${base}/a.js`)).toBe('ukendt');
  });
});
