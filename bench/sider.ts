import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CdpChromium } from '../web/e2e/cdp-chromium';
import { borgersider, gzipStoerrelse, LANGSOM_4G, maalSide, opretAnmodning, type Script } from '../web/e2e/side-indlaesning';
import { ledigPort, startServer, stop, venter, WEB_DIR } from './server';
import { tabel } from './raekke';

/** Ready targets on Slow 4G with a 4× slower CPU (issue 21); the read-only view has a byte budget only. */
export const KLAR_MAAL_MS: Record<string, number> = {
  'forudbetalingsguiden, første trin': 1800,
  'ansøgning om arbejdsmangel': 1800,
  forside: 1200,
};
export const JS_BUDGET_KB = 170;

export interface SideResultat {
  navn: string;
  sti: string;
  klarMs: number[];
  medianMs: number;
  maalMs: number | null;
  /** The scripts fetched before ready, each by its gzip file's size (what the budget counts) and as transferred. */
  scripts: (Script & { gzipBytes: number })[];
  gzipKb: number;
  overfoertKb: number;
}

const median = (tal: number[]) => [...tal].sort((a, b) => a - b)[Math.floor(tal.length / 2)]!;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Each citizen page `antal` times, cold, on Slow 4G with a 4× CPU throttle: the median time to
 * ready, and the JavaScript fetched before it (from the last run; every run fetches the same files).
 */
export async function maalBorgersider(base: string, webDir: string, antal = 5): Promise<SideResultat[]> {
  const anmodningId = await opretAnmodning(base);
  const chromium = CdpChromium.start();
  try {
    const resultater: SideResultat[] = [];
    for (const side of borgersider(anmodningId)) {
      const klarMs: number[] = [];
      let scripts: Script[] = [];
      for (let i = 0; i < antal; i++) {
        const maaling = await maalSide(chromium, base, side, LANGSOM_4G);
        klarMs.push(maaling.klarMs);
        scripts = maaling.scripts;
      }
      const medGzip = scripts.map((s) => ({ ...s, gzipBytes: gzipStoerrelse(webDir, s) }));
      resultater.push({
        navn: side.navn,
        sti: side.sti,
        klarMs,
        medianMs: median(klarMs),
        maalMs: KLAR_MAAL_MS[side.navn] ?? null,
        scripts: medGzip,
        gzipKb: kb(medGzip.reduce((sum, s) => sum + s.gzipBytes, 0)),
        overfoertKb: kb(medGzip.reduce((sum, s) => sum + s.bytes, 0)),
      });
    }
    return resultater;
  } finally {
    await chromium.close();
  }
}

/** The bench table's rows for the pages: JavaScript before ready against the budget, and the median ready time. */
export function siderRaekker(resultater: SideResultat[]) {
  return resultater.flatMap((r) => {
    const kodninger = [...new Set(r.scripts.map((s) => s.kodning))].join('/');
    const raekker = [
      {
        maaling: `${r.navn}: JavaScript før klar (gzip; overført)`,
        vaerdi: `${r.gzipKb} KB i ${r.scripts.length} filer; ${r.overfoertKb} KB ${kodninger}`,
        maal: `≤ ${JS_BUDGET_KB} KB`,
        holder: r.gzipKb <= JS_BUDGET_KB,
      },
    ];
    if (r.maalMs === null) return raekker;
    return [
      ...raekker,
      {
        maaling: `${r.navn}: klar på Slow 4G + 4× CPU (median af ${r.klarMs.length})`,
        vaerdi: `${r.medianMs} ms (${Math.min(...r.klarMs)}–${Math.max(...r.klarMs)})`,
        maal: `≤ ${r.maalMs} ms`,
        holder: r.medianMs <= r.maalMs,
      },
    ];
  });
}

/**
 * `npm run bench -- --pages`: the citizen pages alone, on a server with only the demo data, the
 * table printed and written to bench/results/sider.{json,md}; the exit code says whether every target holds.
 */
export async function kunSider(rod: string, log: (tekst: string) => void): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fond-bench-sider-'));
  const port = await ledigPort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(dataDir, port);
  try {
    await venter(`${base}/api/loginStatus.aspx`);
    log('Borgernes sider i Chromium, kold, Slow 4G og 4× CPU');
    const sider = await maalBorgersider(base, WEB_DIR);
    const raekker = siderRaekker(sider);
    const tekst = tabel(raekker);
    console.log(`\n${tekst}\n`);
    const resultat = { tidspunkt: new Date().toISOString(), raekker, sider };
    writeFileSync(join(rod, 'bench/results/sider.json'), `${JSON.stringify(resultat, null, 2)}\n`);
    writeFileSync(join(rod, 'bench/results/sider.md'), `${tekst}\n`);
    return raekker.every((r) => r.holder) ? 0 : 1;
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
