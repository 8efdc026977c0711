import { statSync } from 'node:fs';
import { join } from 'node:path';
import { VALIDATOR_STI } from '../../contract/web-validatorer';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { send, session } from './api';
import type { CdpChromium, CdpSide, Cookie } from './cdp-chromium';

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
  /** The path under /app/ (assets/…), or the whole path of a validator the server made from the live definitions. */
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
export async function maalSide(chromium: CdpChromium, base: string, side: Borgerside, forhold?: Forhold): Promise<SideIndlaesning> {
  const fane = await aabnSide(chromium, base, side, forhold);
  try {
    const netvaerk = foelgNetvaerk(fane);
    await naviger(fane, base, side);
    await venterPaaKlar(fane);
    // Scripts still under way at the ready moment finish first, so their sizes are known.
    await netvaerk.stille();
    const { klarMs, scripts, egneKald, apiKald } = await evaluer<
      Omit<SideIndlaesning, 'scripts' | 'html'> & { scripts: { url: string; bytes: number }[] }
    >(fane, MAALING);
    const dokument = await fane.send<{ body: string; base64Encoded: boolean }>('Network.getResponseBody', {
      requestId: netvaerk.dokument(),
    });
    return {
      klarMs,
      scripts: scripts.map((s) => ({ ...s, kodning: netvaerk.kodning(s.url) })).map(tilScript),
      egneKald,
      apiKald,
      html: dokument.base64Encoded ? Buffer.from(dokument.body, 'base64').toString('utf8') : dokument.body,
    };
  } finally {
    await fane.luk();
  }
}

/** The session cookie of the page's person, from the login form's post (api.ts): no page of the app is visited, so the cache stays cold. */
export async function loginCookie(base: string, side: Borgerside): Promise<Cookie> {
  const { loginHint, bruger } = side.login;
  const cookie = await session(base, loginHint, bruger);
  const lig = cookie.indexOf('=');
  if (lig < 1) throw new Error(`Login som ${bruger} gav ingen session`);
  return { name: cookie.slice(0, lig), value: cookie.slice(lig + 1) };
}

/** The window, language and time zone the pages are measured in: those of the browser tests (Playwright's default window, web/e2e/browser.ts). */
export const VINDUE = { width: 1280, height: 720, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' };

/**
 * A blank page in a fresh context (so an empty cache) with the person logged in, in VINDUE, its
 * network events on, slowed as `forhold` says, and the ready watcher set for every document it loads.
 * The Network (which the slowing needs), Emulation and Page domains only: no Runtime.enable (see cdp-chromium.ts).
 */
export async function aabnSide(
  chromium: Pick<CdpChromium, 'nySide' | 'send'>,
  base: string,
  side: Borgerside,
  forhold?: Forhold,
): Promise<CdpSide> {
  const fane = await chromium.nySide(base, [await loginCookie(base, side)]);
  try {
    const { userAgent } = await chromium.send<{ userAgent: string }>('Browser.getVersion');
    await fane.send('Emulation.setDeviceMetricsOverride', {
      width: VINDUE.width,
      height: VINDUE.height,
      deviceScaleFactor: 1,
      mobile: false,
    });
    await fane.send('Emulation.setLocaleOverride', { locale: VINDUE.locale });
    await fane.send('Emulation.setTimezoneOverride', { timezoneId: VINDUE.timezoneId });
    await fane.send('Emulation.setUserAgentOverride', { userAgent, acceptLanguage: VINDUE.locale });
    await fane.send('Network.enable');
    if (forhold) {
      const { latency, downloadThroughput, uploadThroughput, cpu } = forhold;
      await fane.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput, uploadThroughput });
      await fane.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await fane.send('Page.enable');
    await fane.send('Page.addScriptToEvaluateOnNewDocument', { source: vaagtOverKlar(side.klar) });
    return fane;
  } catch (fejl) {
    await fane.luk().catch(() => undefined);
    throw fejl;
  }
}

/** Opens the page's address in `fane`; fails as the browser does when it cannot. */
export async function naviger(fane: CdpSide, base: string, side: Borgerside): Promise<void> {
  const { errorText } = await fane.send<{ errorText?: string }>('Page.navigate', { url: `${base}${side.sti}` });
  if (errorText) throw new Error(`${side.sti} kunne ikke åbnes: ${errorText}`);
}

/** An expression's value in the page, by value; a promise's once it has settled. */
export async function evaluer<T>(fane: Pick<CdpSide, 'send'>, udtryk: string): Promise<T> {
  const { result, exceptionDetails } = await fane.send<{ result: { value?: unknown }; exceptionDetails?: { text: string } }>(
    'Runtime.evaluate',
    // A promise is waited for, and its value given.
    { expression: udtryk, returnByValue: true, awaitPromise: true },
  );
  if (exceptionDetails) throw new Error(`I siden: ${exceptionDetails.text}`);
  return result.value as T;
}

/**
 * The page's requests as the Network domain reports them: the document's request, each response's
 * content encoding, and when the network has been still for 500 ms (Playwright's 'networkidle').
 */
export function foelgNetvaerk(fane: Pick<CdpSide, 'on'>) {
  let dokument: string | undefined;
  const kodninger = new Map<string, string>();
  const underVejs = new Map<string, string>();
  let sidst = Date.now();
  const faerdig = ({ requestId }: Record<string, unknown>) => {
    underVejs.delete(requestId as string);
    sidst = Date.now();
  };
  fane.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
    if (type === 'Document' && dokument === undefined) dokument = requestId as string;
    // Not the browser's own pages, such as its PDF viewer for a document the page shows.
    const { url } = request as { url: string };
    if (/^https?:/.test(url)) underVejs.set(requestId as string, url);
  });
  fane.on('Network.responseReceived', ({ response }) => {
    const { url, headers } = response as { url: string; headers: Record<string, string> };
    const kodning = Object.entries(headers).find(([navn]) => navn.toLowerCase() === 'content-encoding')?.[1];
    kodninger.set(url, kodning ?? 'identity');
  });
  fane.on('Network.loadingFinished', faerdig);
  fane.on('Network.loadingFailed', faerdig);
  return {
    dokument: () => {
      if (dokument === undefined) throw new Error('Siden hentede intet dokument');
      return dokument;
    },
    kodning: (url: string) => kodninger.get(url) ?? 'ukendt',
    stille: async (timeoutMs = 30_000) => {
      const frist = Date.now() + timeoutMs;
      while (underVejs.size > 0 || Date.now() - sidst < 500) {
        if (Date.now() > frist) throw new Error(`Netværket blev ikke stille: ${[...underVejs.values()].join(', ')} under vejs`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/**
 * Until the page's ready moment (vaagtOverKlar), asked through CDP in the page's own world. Not
 * Playwright's waitForFunction: that first evaluates Playwright's injected script in the page, about
 * 50 ms of the page's main thread under a 4× slower CPU while the page is still loading, work no
 * person's browser does, and it was counted in the ready time.
 */
export async function venterPaaKlar(fane: Pick<CdpSide, 'send'>, timeoutMs = 60_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const udloebet = new Promise<never>((_, afvis) => {
    timer = setTimeout(() => afvis(new Error('Siden blev ikke klar inden for tiden')), timeoutMs);
  });
  try {
    for (;;) {
      const klar = await Promise.race([evaluer<unknown>(fane, 'window.__klarLoefte'), udloebet]);
      if (typeof klar === 'number' && klar > 0) return;
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
  // A validator the server made from the live definitions (a schema published after the build) counts as the bundle's do.
  if (sti.startsWith(`${VALIDATOR_STI}/`)) return { fil: sti, bytes, kodning };
  if (!sti.startsWith('/app/')) throw new Error(`Et script uden for /app: ${sti}`);
  return { fil: sti.slice('/app/'.length), bytes, kodning };
}

/** A script's gzipped size, as the budget counts it: the build's .gz file beside it, or for one the server made, what it sent (gzipped). */
export const gzipStoerrelse = (webDir: string, script: Script): number =>
  script.fil.startsWith('/') ? script.bytes : statSync(join(webDir, `${script.fil}.gz`)).size;
