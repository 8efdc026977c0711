import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { nyDatabase, startPostgres } from '../server/testing/postgres';
import { tabel, type Raekke } from './raekke';
import { ledigPort, startServer, stop, venter } from './server';
import { VOLUMEN, type Antal } from './volumen';
import { bygVolumenIEgenProces } from './volumen-proces';

/** A year's 20,000 prepayment requests and the course applications they cover; of the rest, one each. */
const VOLUMEN_EKSPORT: Antal = { ...VOLUMEN[1], arbejdsmangel: 1, journal: 1 };

const EKSPORTER = {
  'alle anmodninger': 'liste=alle',
  'anmodninger til behandling': 'liste=behandling',
} as const;

export interface Eksportmaaling {
  liste: string;
  format: 'csv' | 'xlsx';
  /** The first bytes, and (CSV) the first line after the header: what the file streams from the store. */
  foersteByteMs: number;
  foersteRaekkeMs: number | null;
  iAltMs: number;
  bytes: number;
  raekker: number | null;
  rssFoerKb: number;
  rssTopKb: number;
}

const rssKb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0);
const mb = (kb: number) => (Math.round((kb / 1024) * 10) / 10).toLocaleString('da-DK');

/**
 * One export read to its end as a browser downloads it, the server's resident memory sampled every
 * few milliseconds meanwhile (timers run between the chunks as they arrive).
 */
async function maal(url: string, headers: Record<string, string>, pid: number): Promise<Omit<Eksportmaaling, 'liste' | 'format'>> {
  const rssFoerKb = rssKb(pid);
  let rssTopKb = rssFoerKb;
  const proeve = setInterval(() => (rssTopKb = Math.max(rssTopKb, rssKb(pid))), 2);
  const start = performance.now();
  try {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} svarede ${res.status}`);
    const laeser = res.body!.getReader();
    let foersteByteMs = 0;
    let foersteRaekkeMs: number | null = null;
    let bytes = 0;
    let linjer = 0;
    const csv = url.includes('format=csv');
    for (let del = await laeser.read(); !del.done; del = await laeser.read()) {
      if (bytes === 0) foersteByteMs = performance.now() - start;
      bytes += del.value.byteLength;
      if (csv) linjer += del.value.reduce((n, b) => n + (b === 0x0a ? 1 : 0), 0);
      if (csv && foersteRaekkeMs === null && linjer >= 2) foersteRaekkeMs = performance.now() - start;
    }
    const iAltMs = performance.now() - start;
    rssTopKb = Math.max(rssTopKb, rssKb(pid));
    return {
      foersteByteMs: Math.round(foersteByteMs),
      foersteRaekkeMs: foersteRaekkeMs === null ? null : Math.round(foersteRaekkeMs),
      iAltMs: Math.round(iAltMs),
      bytes,
      raekker: csv ? linjer - 1 : null,
      rssFoerKb,
      rssTopKb,
    };
  } finally {
    clearInterval(proeve);
  }
}

/** The bench table's rows for the exports: first byte against 1 s, and memory growth against half the file. */
export function eksportRaekker(maalinger: readonly Eksportmaaling[]): Raekke[] {
  return maalinger.flatMap((m) => {
    const navn = `eksport, ${m.liste}, ${m.format.toUpperCase()}`;
    const vaekstKb = m.rssTopKb - m.rssFoerKb;
    return [
      {
        maaling: `${navn}: første byte${m.foersteRaekkeMs === null ? '' : ' / første række'}`,
        vaerdi: `${m.foersteByteMs}${m.foersteRaekkeMs === null ? '' : ` / ${m.foersteRaekkeMs}`} ms`,
        maal: '< 1000 ms',
        holder: Math.max(m.foersteByteMs, m.foersteRaekkeMs ?? 0) < 1000,
      },
      {
        maaling: `${navn}: i alt`,
        vaerdi: `${m.iAltMs} ms, ${mb(m.bytes / 1024)} MB${m.raekker === null ? '' : `, ${m.raekker.toLocaleString('da-DK')} rækker`}`,
        maal: '–',
        holder: null,
      },
      {
        maaling: `${navn}: serverens RSS før / top (vækst)`,
        vaerdi: `${mb(m.rssFoerKb)} / ${mb(m.rssTopKb)} MB (+${mb(vaekstKb)} MB)`,
        // Reported, not judged: a 20,000-row file is 0.6–1.9 MB, less than the garbage V8 leaves between
        // collections, so RSS cannot tell a held file from a streamed one. The page-by-page tests do (server/eksport).
        maal: '–',
        holder: null,
      },
    ];
  });
}

/**
 * `npm run bench -- --eksport [--store postgres]`: 20,000 prepayment requests built through the store's
 * write path, the real server started on them, and the CSV and XLSX exports of the all-requests list
 * and the handling list (each in its default order) read one at a time. The table is printed and
 * written to bench/results/eksport.{json,md} (eksport-postgres.*); the exit code says whether every target holds.
 */
export async function kunEksport(rod: string, log: (tekst: string) => void, postgres: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fond-bench-eksport-'));
  const pgServer = postgres ? await startPostgres({ durable: true }) : undefined;
  const databaseUrl = pgServer ? await nyDatabase(pgServer.url, { migreret: false }) : undefined;
  try {
    log(`Bygger ${VOLUMEN_EKSPORT.anmodninger.toLocaleString('da-DK')} anmodninger (${postgres ? 'PostgreSQL' : 'lowdb'})`);
    bygVolumenIEgenProces(dataDir, VOLUMEN_EKSPORT, databaseUrl);
    if (databaseUrl) {
      // As after any bulk load: plans with statistics.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      await db.query('VACUUM (ANALYZE)');
      await db.end();
    }
    const port = await ledigPort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(dataDir, port, databaseUrl);
    try {
      await venter(`${base}/api/loginStatus.aspx`);
      const token = await venter(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"brugernavn":"admin","adgangskode":"admin"}',
      });
      const headers = { Authorization: `Bearer ${((await token.json()) as { accessToken: string }).accessToken}` };
      // A small export of each format first: the code the first export loads is not the file's memory.
      for (const format of ['csv', 'xlsx']) {
        await maal(`${base}/api/ForudbetalingAdmin/Eksport?liste=alle&format=${format}&fraDato=2100-01-01`, headers, server.pid!);
      }
      const maalinger: Eksportmaaling[] = [];
      for (const [liste, query] of Object.entries(EKSPORTER)) {
        for (const format of ['csv', 'xlsx'] as const) {
          log(`Eksport: ${liste}, ${format}`);
          maalinger.push({
            liste,
            format,
            ...(await maal(`${base}/api/ForudbetalingAdmin/Eksport?${query}&format=${format}`, headers, server.pid!)),
          });
        }
      }
      const raekker = eksportRaekker(maalinger);
      const tekst = tabel(raekker);
      console.log(`\n${tekst}\n`);
      const resultat = {
        tidspunkt: new Date().toISOString(),
        lager: postgres ? 'postgres' : 'lowdb',
        volumen: VOLUMEN_EKSPORT,
        raekker,
        maalinger,
      };
      const fil = join(rod, `bench/results/${postgres ? 'eksport-postgres' : 'eksport'}`);
      writeFileSync(`${fil}.json`, `${JSON.stringify(resultat, null, 2)}\n`);
      writeFileSync(`${fil}.md`, `${tekst}\n`);
      return raekker.every((r) => r.holder !== false) ? 0 : 1;
    } finally {
      await stop(server);
    }
  } finally {
    pgServer?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
