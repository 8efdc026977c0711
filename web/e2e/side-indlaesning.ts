import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { send, session } from './api';

/** A citizen page and the element that says it is ready: its first button, once its content has loaded. */
export interface Borgerside {
  navn: string;
  sti: string;
  login: { loginHint: 'loenmodtager' | 'virksomhed'; bruger: string };
  klar: string;
}

/**
 * The pages a citizen opens first (issue 21). A company logs in as Nordisk Stål & Montage A/S;
 * the read-only view needs a request that exists (see opretAnmodning).
 */
export function borgersider(anmodningId: number): Borgerside[] {
  const lars = { loginHint: 'loenmodtager', bruger: 'lm-lars' } as const;
  return [
    { navn: 'forudbetalingsguiden, første trin', sti: '/app/forudbetaling/anmod', login: lars, klar: 'main button[type=submit]' },
    {
      navn: 'ansøgning om arbejdsmangel',
      sti: '/app/virksomhed/arbejdsmangel/anmod',
      login: { loginHint: 'virksomhed', bruger: '31245001' },
      klar: 'main button[type=submit]',
    },
    // The way into the wizard shows once the page knows an employee is logged in.
    { navn: 'forside', sti: '/app', login: lars, klar: 'main a.btn-primary' },
    // 'Min side' shows at once; the page is ready when the request's own content does.
    {
      navn: 'anmodning (visning)',
      sti: `/app/forudbetaling/anmodning/${anmodningId}`,
      login: { loginHint: 'loenmodtager', bruger: 'lm-mette' },
      klar: 'main .card .badge, main .card dl',
    },
  ];
}

/** Mette Jensen's request for her first application, through the API, for the read-only view; its id. */
export async function opretAnmodning(base: string): Promise<number> {
  const cookie = await session(base, 'loenmodtager', 'lm-mette');
  const liste = await fetch(`${base}/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor`, { headers: { Cookie: cookie } });
  const [foerste] = (await liste.json()) as { ansogningId: number }[];
  if (!foerste) throw new Error('Mette Jensen har ingen ansøgning at anmode for');
  const svar = await send(
    base,
    'POST',
    '/api/Forudbetaling/OpretForudbetalingAnmodning',
    {
      status: 'Oprettet',
      deltagelser: [{ ansogningId: foerste.ansogningId, pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' }],
      faktura: {
        fakturaNummer: `KN-${Date.now()}`,
        cvr: '35124004',
        dokument: { dataUri: dataUri(await fakturaPdf(), 'application/pdf', 'faktura.pdf') },
        bankOverfoersel: { regNr: '1234', kontoNummer: '1234567' },
      },
    },
    { Cookie: cookie },
  );
  if (svar.status !== 201) throw new Error(`Anmodningen blev ikke oprettet: ${svar.status} ${await svar.text()}`);
  return ((await svar.json()) as { id: number }).id;
}

/** Chrome DevTools' "Slow 4G" as issue 21 gives it (150 ms RTT, 1.6 Mbit/s down), with a 4× slower CPU. */
export const LANGSOM_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8, cpu: 4 };
export type Forhold = typeof LANGSOM_4G;

export interface Script {
  /** The path under /app/assets. */
  fil: string;
  /** Body bytes as transferred (compressed), and the encoding they came in. */
  bytes: number;
  kodning: string;
}

export interface SideIndlaesning {
  /** From navigation start to the frame in which the ready element is visible, by the page's clock. */
  klarMs: number;
  /** Every script whose request started before then. */
  scripts: Script[];
  /** The API calls the page's code made before then that no preload in its HTML had made already. */
  egneKald: string[];
  /** Every data call to the API before then, the code's or a preload's (not a document an element shows): none when the page's HTML held the answers. */
  apiKald: string[];
  /** The page's HTML as the server sent it. */
  html: string;
}

/**
 * Logs in through the login form's post (no page of the app visited, so the cache stays cold),
 * opens the page in a fresh context, under `forhold` when given, and reports when it was ready and
 * which scripts the browser fetched before that, as the network saw them.
 */
export async function maalSide(browser: Browser, base: string, side: Borgerside, forhold?: Forhold): Promise<SideIndlaesning> {
  const context = await browser.newContext({ baseURL: base, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  try {
    await logInd(context, side);
    const page = await context.newPage();
    await page.addInitScript(vaagtOverKlar(side.klar));
    const cdp = forhold ? await begraens(context, page, forhold) : await context.newCDPSession(page);
    const kodninger = new Map<string, string>();
    page.on('response', (svar) => kodninger.set(svar.url(), svar.headers()['content-encoding'] ?? 'identity'));
    const dokument = await page.goto(side.sti);
    await venterPaaKlar(cdp);
    // Scripts still under way at the ready moment finish first, so their sizes are known.
    await page.waitForLoadState('networkidle');
    const { klarMs, scripts, egneKald, apiKald } = (await page.evaluate(MAALING)) as Omit<SideIndlaesning, 'scripts' | 'html'> & {
      scripts: { url: string; bytes: number }[];
    };
    return {
      klarMs,
      scripts: scripts.map((s) => ({ ...s, kodning: kodninger.get(s.url) ?? 'ukendt' })).map(tilScript),
      egneKald,
      apiKald,
      html: (await dokument?.text()) ?? '',
    };
  } finally {
    await context.close();
  }
}

/** Logs in through the login form's post, so no page of the app is visited and the cache stays cold. */
export async function logInd(context: BrowserContext, side: Borgerside) {
  const { loginHint, bruger } = side.login;
  const sti = loginHint === 'loenmodtager' ? '/fonditlogin' : '/log-ind';
  const svar = await context.request.post(sti, { form: { loginHint, bruger, returnUrl: side.sti }, maxRedirects: 0 });
  if (svar.status() !== 302 && svar.status() !== 303) throw new Error(`Login som ${bruger} svarede ${svar.status()}`);
}

/** The page's network and CPU slowed as `forhold` says, its cache emptied; the CDP session that does it. */
export async function begraens(context: BrowserContext, page: Page, forhold: Forhold) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const { latency, downloadThroughput, uploadThroughput } = forhold;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: forhold.cpu });
  return cdp;
}

/**
 * Until the page's ready moment (vaagtOverKlar), asked through CDP in the page's own world. Not
 * Playwright's waitForFunction: that first evaluates Playwright's injected script in the page, about
 * 50 ms of the page's main thread under a 4× slower CPU while the page is still loading, work no
 * person's browser does, and it was counted in the ready time.
 */
export async function venterPaaKlar(cdp: CDPSession, timeoutMs = 60_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const udloebet = new Promise<never>((_, afvis) => {
    timer = setTimeout(() => afvis(new Error('Siden blev ikke klar inden for tiden')), timeoutMs);
  });
  try {
    for (;;) {
      const svar = (await Promise.race([
        cdp.send('Runtime.evaluate', { expression: 'window.__klarLoefte', awaitPromise: true, returnByValue: true }),
        udloebet,
      ])) as { result: { value?: unknown } };
      if (typeof svar.result.value === 'number' && svar.result.value > 0) return;
      // Asked before the page's document had replaced the blank one: ask again.
      await Promise.race([new Promise((r) => setTimeout(r, 50)), udloebet]);
    }
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs in the page before its own scripts: notes the frame in which an element matching the
 * selector is first laid out and visible, by the Performance API clock (0 = navigation start).
 * A string, not a function: tsx adds helpers to functions that do not exist in the page.
 */
export const vaagtOverKlar = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const synlig = () => {
    const element = document.querySelector(selector);
    return element !== null && element.getBoundingClientRect().height > 0 && element.checkVisibility();
  };
  let klar;
  window.__klarLoefte = new Promise((resolve) => { klar = resolve; });
  const observer = new MutationObserver(() => {
    if (window.__klar !== undefined || !synlig()) return;
    window.__klar = -1;
    observer.disconnect();
    requestAnimationFrame(() => { window.__klar = performance.now(); klar(window.__klar); });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/**
 * In the page: the ready time, every script (by the resource timing entries) requested before it,
 * and the API calls made by the page's code then (a call a preload answered has no entry of its own).
 */
const MAALING = `(() => {
  const klarMs = window.__klar;
  const foer = performance.getEntriesByType('resource').filter((e) => e.startTime < klarMs);
  const scripts = foer
    .filter((e) => new URL(e.name).pathname.endsWith('.js'))
    .map((e) => ({ url: e.name, bytes: e.encodedBodySize }));
  const egneKald = foer
    .filter((e) => e.initiatorType === 'fetch' && new URL(e.name).pathname.startsWith('/api/'))
    .map((e) => new URL(e.name).pathname + new URL(e.name).search);
  const apiKald = foer
    .filter((e) => ['fetch', 'link'].includes(e.initiatorType) && new URL(e.name).pathname.startsWith('/api/'))
    .map((e) => new URL(e.name).pathname);
  return { klarMs: Math.round(klarMs), scripts, egneKald, apiKald };
})()`;

function tilScript({ url, bytes, kodning }: { url: string; bytes: number; kodning: string }): Script {
  const sti = new URL(url).pathname;
  if (!sti.startsWith('/app/')) throw new Error(`Et script uden for /app: ${sti}`);
  return { fil: sti.slice('/app/'.length), bytes, kodning };
}
