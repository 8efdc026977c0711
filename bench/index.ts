import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { Hono } from 'hono';
import { medDatabase, startPostgres } from '../server/testing/postgres';
import { maalBrowser } from './browser';
import { kunEksport } from './eksport';
import { login, opretAnmodning, pdfPaa1Mb } from './klient';
import { belastSkiftevis, skriv, type Laesning, type Skrivning } from './maal';
import { tabel, type Raekke } from './raekke';
import { ledigPort, rssMb, startServer, stop, venter, WEB_DIR } from './server';
import { kunSider, maalBorgersider, siderRaekker } from './sider';
import { kunVandfald } from './vandfald';
import { sammenlignSider } from './sammenlign-sider';
import { andel, SKRIVNINGER, VOLUMEN } from './volumen';
import { bygVolumenIEgenProces } from './volumen-proces';
import { skrivningerIEgenProces } from './skriv-proces';

/**
 * npm run bench [-- --store postgres] [-- --years 5]: builds a year's volume (or five) through the
 * store's own write path, starts the real server on it, and measures reads (beside a bare Hono
 * baseline answering the same bytes, compressed alike), writes (at full volume and at 1%, or at five
 * years and at one), the overview's figures, simultaneous uploads, start-up, memory and two pages in Chromium. PostgreSQL is
 * a private server started for the run, with fsync on.
 */
const { values: valg } = parseArgs({
  options: {
    store: { type: 'string', default: 'lowdb' },
    years: { type: 'string', default: '1' },
    pages: { type: 'boolean', default: false },
    vandfald: { type: 'boolean', default: false },
    eksport: { type: 'boolean', default: false },
    foer: { type: 'string' },
  },
});
const postgres = valg.store === 'postgres';
const aar = Number(valg.years);
if (!['lowdb', 'postgres'].includes(valg.store!) || !(aar === 1 || aar === 5)) {
  console.error('Brug: npm run bench -- [--store lowdb|postgres] [--years 1|5] [--pages [--foer <git-ref>] | --vandfald | --eksport]');
  process.exit(1);
}
const rod = resolve(import.meta.dirname, '..');
const t0 = Date.now();
const log = (tekst: string) => console.log(`[${Math.round((Date.now() - t0) / 1000)} s] ${tekst}`);

// As npm start does: build the web app first, with a map of its chunks beside the results.
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: rod,
  stdio: 'inherit',
  env: { ...process.env, BUNDLE_RAPPORT: join(rod, 'bench/results/bundle.html') },
});
// `npm run bench -- --pages`: only the citizen pages, on the demo data; with `--foer <ref>`, beside that commit's, in one run.
if (valg.pages) process.exit(valg.foer ? await sammenlignSider(rod, valg.foer, log) : await kunSider(rod, log));
// `npm run bench -- --vandfald`: each citizen page's requests, one cold load each, to see what it waits on.
if (valg.vandfald) process.exit(await kunVandfald(rod, log));
// `npm run bench -- --eksport`: only the exports of the prepayment lists, at 20,000 requests.
if (valg.eksport) process.exit(await kunEksport(rod, log, postgres));

const pdf1mb = await pdfPaa1Mb();

/**
 * A bare Hono route answering the given JSON from memory, gzipped as the portal's list cache gzips it
 * (the same bytes on the wire, the same Content-Encoding): what the wire and the framework cost alone.
 */
async function baseline(bytes: Uint8Array) {
  const port = await ledigPort();
  const app = new Hono();
  const gzip = new Uint8Array(gzipSync(bytes, { level: 6 }));
  app.get('/', (c) =>
    c.body(gzip as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
    }),
  );
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await venter(`http://127.0.0.1:${port}/`);
  return { url: `http://127.0.0.1:${port}/`, luk: () => new Promise<void>((r) => server.close(() => r())) };
}

// The write comparison: 1% of a year against a year, or a year against five.
const fuldVolumen = VOLUMEN[aar as 1 | 5];
const lilleVolumen = aar === 1 ? andel(VOLUMEN[1], 0.01) : VOLUMEN[1];
const pgServer = postgres ? await startPostgres({ durable: true }) : undefined;
const database = async (navn: string) => {
  if (!pgServer) return undefined;
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${navn}`);
  await admin.end();
  return medDatabase(pgServer.url, navn);
};
log(`Lager: ${postgres ? 'PostgreSQL' : 'lowdb'}; volumen: ${aar} år`);
log(`Bygger ${aar === 1 ? '1 % af et års' : 'ét års'} volumen`);
const lilleDir = mkdtempSync(join(tmpdir(), 'fond-bench-1-'));
const lilleDb = await database('bench_lille');
const lille = bygVolumenIEgenProces(lilleDir, lilleVolumen, lilleDb);
const fuldAntal = Object.entries(fuldVolumen)
  .map(([k, n]) => `${n.toLocaleString('da-DK')} ${k}`)
  .join(', ');
log(`Bygger fuld volumen (${fuldAntal})`);
const fuldDir = mkdtempSync(join(tmpdir(), 'fond-bench-'));
const fuldDb = await database('bench_fuld');
const fuld = bygVolumenIEgenProces(fuldDir, fuldVolumen, fuldDb);
// The kernel still holds gigabytes of the build unwritten; the writes measured must not pay for
// flushing them in their fsyncs. On PostgreSQL, as after any bulk load (pg_restore, store:copy):
// VACUUM ANALYZE, so neither autovacuum's catching up nor plans without statistics are measured.
if (pgServer) {
  for (const url of [lilleDb!, fuldDb!]) {
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('VACUUM (ANALYZE)');
    await db.end();
  }
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query('CHECKPOINT');
  await admin.end();
}
execFileSync('sync');

log('Skrivninger ved den lille volumen');
let port = await ledigPort();
let server = startServer(lilleDir, port, lilleDb);
let base = `http://127.0.0.1:${port}`;
await venter(`${base}/api/loginStatus.aspx`);
const skrivLille = await skrivningerIEgenProces(base, lille, SKRIVNINGER);
await stop(server);

log('Start med fuld volumen');
port = await ledigPort();
base = `http://127.0.0.1:${port}`;
const start = performance.now();
server = startServer(fuldDir, port, fuldDb);
await venter(`${base}/api/loginStatus.aspx`);
const startTilSvar = Math.round(performance.now() - start);
const { admin } = await login(base);
await venter(`${base}/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=1000000`, { headers: admin });
const startTilListe = Math.round(performance.now() - start);
const rss = rssMb(server.pid!);

log('Læsninger');
const gzip = { 'Accept-Encoding': 'gzip' };
const laes: Record<string, { server: Laesning; baseline?: Laesning }> = {};
const lister = {
  anmodningsliste: '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=1000000',
  arbejdsmangelliste: '/api/ArbejdsmangelAnsoegningAdmin/HentFlereArbejdsmangelAnsoegningerAdmin?pageSize=10000',
};
for (const [navn, sti] of Object.entries(lister)) {
  const bytes = new Uint8Array(await (await fetch(`${base}${sti}`, { headers: admin })).arrayBuffer());
  const b = await baseline(bytes);
  const [s, bl] = await belastSkiftevis([
    { url: `${base}${sti}`, headers: { ...admin, ...gzip } },
    { url: b.url, headers: gzip },
  ]);
  laes[navn] = { server: s!, baseline: bl };
  await b.luk();
}
const [anmodningsdetalje, arbejdsmangeldetalje] = await belastSkiftevis([
  { url: `${base}/api/ForudbetalingAdmin/HentForudbetalingAnmodning/${fuld.anmodningIder[100]}`, headers: admin },
  { url: `${base}/api/ArbejdsmangelAnsoegningAdmin/HentArbejdsmangelAnsoegningAdmin?id=${fuld.arbejdsmangel[100]!.id}`, headers: admin },
]);
laes['anmodningsdetalje'] = { server: anmodningsdetalje! };
laes['arbejdsmangeldetalje'] = { server: arbejdsmangeldetalje! };

// The overview counts in the store (GROUP BY, percentile_cont) over the whole volume on every call.
log('Overblik');
const overblik = await skriv(50, () => [`${base}/api/Overblik`, { headers: admin }]);

log('Sider i Chromium');
const browser = await maalBrowser(base, admin.Authorization.slice('Bearer '.length));
log('Borgernes sider i Chromium, kold, Slow 4G og 4× CPU');
const sider = await maalBorgersider(base, WEB_DIR);

log('Skrivninger ved fuld volumen');
const skrivFuld = await skrivningerIEgenProces(base, fuld, SKRIVNINGER);

log('10 samtidige uploads af 1 MB');
const uploads = await (async () => {
  const { mette } = await login(base);
  const frie = fuld.frieAnsoegninger.slice(0, -SKRIVNINGER);
  return skriv(SKRIVNINGER, (i) => opretAnmodning(base, mette, frie.pop(), `U-${i}`, pdf1mb(10_000 + i)), 10);
})();
const rssEfter = rssMb(server.pid!);
// Right after the uploads, the heap still holds their bodies' garbage: V8 collects it when it finds
// the process idle (its memory reducer, some 45 s on). What the server keeps is read at rest.
log('Hukommelse i hvile (60 s)');
await new Promise((r) => setTimeout(r, 60_000));
const rssHvile = rssMb(server.pid!);
await stop(server);
pgServer?.stop();
rmSync(lilleDir, { recursive: true, force: true });
rmSync(fuldDir, { recursive: true, force: true });

// The table: each figure beside its target and whether it holds.
const r: Raekke[] = [];
for (const [navn, { server: s, baseline: b }] of Object.entries(laes)) {
  if (b) {
    const forhold = Math.round((s.reqPerSek / b.reqPerSek) * 100) / 100;
    r.push({
      maaling: `${navn}: req/s (baseline)`,
      vaerdi: `${s.reqPerSek} (${b.reqPerSek}) = ${forhold}`,
      maal: '≥ 0,8 af baseline',
      holder: forhold >= 0.8 && s.non2xx === 0,
    });
  } else {
    r.push({
      maaling: `${navn}: p99`,
      vaerdi: `${s.p99Ms} ms (${s.reqPerSek} req/s)`,
      maal: '< 20 ms',
      holder: s.p99Ms < 20 && s.non2xx === 0,
    });
  }
}
r.push({
  maaling: 'overblik (GET /api/Overblik): p95 (én ad gangen)',
  vaerdi: `${overblik.p95Ms} ms`,
  maal: '< 200 ms',
  holder: overblik.p95Ms < 200 && overblik.fejl === 0,
});
const forholdMaal = aar === 1 ? 3 : 1.5;
const lilleNavn = aar === 1 ? '1 %' : '1 år';
const skrivRaekke = (navn: string, f: Skrivning, l: Skrivning) => {
  const forhold = Math.round((f.p95Ms / Math.max(l.p95Ms, 1)) * 10) / 10;
  r.push({
    maaling: `${navn}: p95 fuld volumen (én ad gangen)`,
    vaerdi: `${f.p95Ms} ms`,
    maal: '< 50 ms',
    holder: f.p95Ms < 50 && f.fejl === 0,
  });
  r.push({
    maaling: `${navn}: fuld / ${lilleNavn}`,
    vaerdi: `${f.p95Ms} / ${l.p95Ms} ms = ${forhold}`,
    maal: `≤ ${String(forholdMaal).replace('.', ',')}`,
    holder: forhold <= forholdMaal && f.fejl === 0 && l.fejl === 0,
  });
};
skrivRaekke('opret anmodning med 1 MB pdf', skrivFuld.opret, skrivLille.opret);
skrivRaekke('ret ansøgning om arbejdsmangel', skrivFuld.ret, skrivLille.ret);
skrivRaekke('handling på ansøgning', skrivFuld.handling, skrivLille.handling);
r.push({
  maaling: '10 samtidige uploads af 1 MB: p95 / uploads pr. sekund',
  vaerdi: `${uploads.p95Ms} ms / ${uploads.perSekund}`,
  maal: '–',
  holder: uploads.fejl === 0 ? null : false,
});
// PostgreSQL holds no collection in memory, so its start does not grow with the data (issue 17: < 2 s).
const startMaal = postgres ? 2000 : 5000;
r.push({ maaling: 'start: første svar', vaerdi: `${startTilSvar} ms`, maal: `< ${startMaal} ms`, holder: startTilSvar < startMaal });
r.push({
  maaling: 'start: første svar på anmodningslisten',
  vaerdi: `${startTilListe} ms`,
  maal: '< 5000 ms',
  holder: startTilListe < 5000,
});
r.push({
  maaling: 'hukommelse (RSS) efter start / lige efter kørsel / i hvile 60 s efter',
  vaerdi: `${rss} / ${rssEfter} / ${rssHvile} MB`,
  maal: postgres ? '≤ 250 MB (start, hvile)' : '–',
  holder: postgres ? rss <= 250 && rssHvile <= 250 : null,
});
r.push({
  maaling: 'arbejdsmangelliste i Chromium: første rækker',
  vaerdi: `${browser.listeFoersteRaekkerMs} ms`,
  maal: '< 1000 ms',
  holder: browser.listeFoersteRaekkerMs < 1000,
});
r.push({
  maaling: 'arbejdsmangelliste i Chromium: sortering',
  vaerdi: `${browser.sorteringMs} ms`,
  maal: '< 200 ms',
  holder: browser.sorteringMs < 200,
});
r.push({
  maaling: 'forudbetalingsguiden: første trin klar',
  vaerdi: `${browser.guideKlarMs} ms`,
  maal: '< 1000 ms',
  holder: browser.guideKlarMs < 1000,
});

r.push(...siderRaekker(sider));

const tekst = tabel(r);
console.log(`\n${tekst}\n`);
const resultat = JSON.stringify(
  {
    tidspunkt: new Date().toISOString(),
    lager: postgres ? 'postgres' : 'lowdb',
    aar,
    volumen: fuldVolumen,
    raekker: r,
    laes,
    overblik,
    skrivFuld,
    skrivLille,
    browser,
    sider,
    startTilSvar,
    startTilListe,
    uploads,
    rss,
    rssEfter,
    rssHvile,
  },
  null,
  2,
);
// One file per store and volume, so the README can show them side by side; latest.* is the last run.
const navn = `${postgres ? 'postgres' : 'lowdb'}-${aar}aar`;
for (const fil of [navn, 'latest']) {
  writeFileSync(join(rod, `bench/results/${fil}.json`), `${resultat}\n`);
  writeFileSync(join(rod, `bench/results/${fil}.md`), `${tekst}\n`);
}
log(`Færdig; resultatet er skrevet i bench/results/latest.json`);
process.exit(r.every((x) => x.holder !== false) ? 0 : 1);
