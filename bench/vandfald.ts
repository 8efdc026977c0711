import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CdpChromium } from '../web/e2e/cdp-chromium';
import {
  aabnSide,
  borgersider,
  evaluer,
  foelgNetvaerk,
  LANGSOM_4G,
  naviger,
  opretAnmodning,
  venterPaaKlar,
  type Borgerside,
} from '../web/e2e/side-indlaesning';
import { ledigPort, startServer, stop, venter } from './server';

/** One request of a page's load, in ms from the document's request; `slut` when its last byte came. */
interface Forespoergsel {
  sti: string;
  start: number;
  svar: number | null;
  slut: number | null;
  kb: number;
  /** Who asked: the HTML parser, a preload, a script (and which). */
  fra: string;
}

interface Vandfald {
  navn: string;
  klarMs: number;
  /** First contentful paint, ms from navigation. */
  fcpMs: number | null;
  forespoergsler: Forespoergsel[];
  /** The main thread's work until ready, as Chromium's counters give it (throttled ms). */
  cpu: Record<string, number>;
  /** Tasks over 50 ms until ready: start and length. */
  langeOpgaver: { start: number; ms: number }[];
}

interface CdpForespoergsel {
  requestId: string;
  timestamp: number;
  request: { url: string };
  initiator: { type: string; url?: string; stack?: { callFrames: { url: string }[] } };
}

const sti = (url: string) => {
  const u = new URL(url);
  return u.pathname.replace(/^\/app\/assets\//, '') + u.search;
};

/** Long tasks from the start, kept in the page for the report. */
const LANGE_OPGAVER = `(() => {
  window.__lange = [];
  new PerformanceObserver((liste) => {
    for (const e of liste.getEntries()) window.__lange.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
})();`;

/** One cold load of the page on Slow 4G with a 4× slower CPU, every request's start and end as CDP's Network events saw them. */
async function vandfald(chromium: CdpChromium, base: string, side: Borgerside): Promise<Vandfald> {
  const fane = await aabnSide(chromium, base, side, LANGSOM_4G);
  try {
    await fane.send('Page.addScriptToEvaluateOnNewDocument', { source: LANGE_OPGAVER });
    await fane.send('Performance.enable');
    const netvaerk = foelgNetvaerk(fane);
    const startet = new Map<string, CdpForespoergsel>();
    const svar = new Map<string, number>();
    const slut = new Map<string, { timestamp: number; encodedDataLength: number }>();
    fane.on('Network.requestWillBeSent', (e) => startet.set(e['requestId'] as string, e as unknown as CdpForespoergsel));
    fane.on('Network.responseReceived', (e) => svar.set(e['requestId'] as string, e['timestamp'] as number));
    fane.on('Network.loadingFinished', (e) =>
      slut.set(e['requestId'] as string, e as unknown as { timestamp: number; encodedDataLength: number }),
    );
    await naviger(fane, base, side);
    await venterPaaKlar(fane);
    const { metrics } = await fane.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
    const side_ = await evaluer<{ klar: number; lange: { start: number; ms: number }[] }>(
      fane,
      `({ klar: Math.round(window.__klar), lange: window.__lange })`,
    );
    await netvaerk.stille();
    // Its paint entry comes after the ready frame's paint, so only once the page has settled.
    const fcp = await evaluer<number | null>(fane, `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null`);
    const alle = [...startet.values()].sort((a, b) => a.timestamp - b.timestamp);
    const nul = alle[0]!.timestamp;
    const ms = (t: number | undefined) => (t === undefined ? null : Math.round((t - nul) * 1000));
    const fra = (e: CdpForespoergsel) => {
      const kilde = e.initiator.url ?? e.initiator.stack?.callFrames[0]?.url;
      return kilde ? `${e.initiator.type} (${sti(kilde)})` : e.initiator.type;
    };
    const forespoergsler = alle.map((e) => ({
      sti: sti(e.request.url),
      start: ms(e.timestamp)!,
      svar: ms(svar.get(e.requestId)),
      slut: ms(slut.get(e.requestId)?.timestamp),
      kb: Math.round(((slut.get(e.requestId)?.encodedDataLength ?? 0) / 1024) * 10) / 10,
      fra: fra(e),
    }));
    const maal = (navn: string) => Math.round((metrics.find((m) => m.name === navn)?.value ?? 0) * 1000);
    const cpu = Object.fromEntries(['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'].map((n) => [n, maal(n)]));
    return {
      navn: side.navn,
      klarMs: side_.klar,
      fcpMs: fcp === null ? null : Math.round(fcp),
      forespoergsler,
      cpu,
      langeOpgaver: side_.lange,
    };
  } finally {
    await fane.luk();
  }
}

function somTekst(v: Vandfald): string {
  const linjer = v.forespoergsler.map((f) => `| ${f.start} | ${f.svar ?? '–'} | ${f.slut ?? '–'} | ${f.kb} | ${f.sti} | ${f.fra} |`);
  return [
    `### ${v.navn}`,
    '',
    `Klar ${v.klarMs} ms, første indhold (FCP) ${v.fcpMs ?? '–'} ms. Hovedtråden til klar (4× CPU): ${Object.entries(v.cpu)
      .map(([n, ms]) => `${n} ${ms} ms`)
      .join(', ')}. Lange opgaver (start+ms): ${v.langeOpgaver.map((o) => `${o.start}+${o.ms}`).join(', ') || 'ingen'}.`,
    '',
    '| start | svar | slut | KB | forespørgsel | fra |',
    '|---|---|---|---|---|---|',
    ...linjer,
  ].join('\n');
}

/**
 * `npm run bench -- --vandfald`: one cold load of each citizen page on Slow 4G with a 4× slower CPU,
 * every request from CDP's Network events (start, first byte, last byte after the document's request),
 * the main thread's work and long tasks; printed and written to bench/results/vandfald.md.
 */
export async function kunVandfald(rod: string, log: (tekst: string) => void): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fond-bench-vandfald-'));
  const port = await ledigPort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  try {
    await venter(`${base}/api/loginStatus.aspx`);
    const anmodningId = await opretAnmodning(base);
    const chromium = CdpChromium.start();
    try {
      const afsnit: string[] = [];
      for (const side of borgersider(anmodningId)) {
        log(`Vandfald: ${side.navn}`);
        afsnit.push(somTekst(await vandfald(chromium, base, side)));
      }
      const tekst = afsnit.join('\n\n');
      console.log(`\n${tekst}\n`);
      writeFileSync(join(rod, 'bench/results/vandfald.md'), `${tekst}\n`);
      return 0;
    } finally {
      await chromium.close();
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
