import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { indeksFor } from '../server/store/indekser';
import { laasDataMappe } from '../server/store/lock';
import { migrate } from '../server/store/postgres/migrations';
import { udfyldKravEnGang } from '../server/forudbetaling/udfyld-krav';
import { createPool, PgStore } from '../server/store/postgres/pg-store';
import { indexValues, INDEX_COLUMNS } from '../server/store/postgres/sql';

/**
 * npm run store:copy -- --to "$DATABASE_URL" [--from DATA_DIR]: copies the embedded store (records
 * and documents) into an empty PostgreSQL database, then prints counts and checksums read back
 * from both sides. It refuses a database that holds anything, and a data directory a server uses.
 */
const { values } = parseArgs({ options: { to: { type: 'string' }, from: { type: 'string' } } });
if (!values.to) {
  console.error('Angiv databasen: npm run store:copy -- --to "$DATABASE_URL"');
  process.exit(1);
}
const dataDir = resolve(values.from ?? process.env['DATA_DIR'] ?? 'data');
const storeDir = join(dataDir, 'store');
if (!existsSync(storeDir)) {
  console.error(`${dataDir} har ingen store-mappe.`);
  process.exit(1);
}
const laas = laasDataMappe(dataDir);
const pool = createPool(values.to, 4);
const BATCH = 500;
const COLUMNS = ['collection', 'id', 'data', ...INDEX_COLUMNS.map(([, k]) => k)];

// One line per record, sorted by id as bytes (PostgreSQL's COLLATE "C"): the same text on both sides gives the same sum.
const summer = () => {
  const hash = createHash('sha256');
  return { add: (id: string, json: string) => hash.update(`${id}\t${json}\n`), hex: () => hash.digest('hex').slice(0, 16) };
};
const byteOrden = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const idFraFil = (fil: string) => decodeURIComponent(fil.slice(0, -'.json'.length));

try {
  await migrate(pool);
  const { rows } = await pool.query<{ n: string }>('SELECT (SELECT count(*) FROM records) + (SELECT count(*) FROM documents) AS n');
  if (Number(rows[0]!.n) > 0) throw new Error('Databasen er ikke tom; store:copy kopierer kun til en tom database.');

  const samlinger = readdirSync(storeDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const gamle = readdirSync(storeDir).filter((f) => f.endsWith('.json'));
  if (gamle.length > 0) throw new Error(`Start serveren én gang på ${dataDir} først: ${gamle.join(', ')} har det gamle format.`);

  // Content types of documents live in the records that point to them.
  const typer = new Map<string, string>();
  const linjer: string[] = [];
  for (const samling of samlinger) {
    const filer = readdirSync(join(storeDir, samling)).filter((f) => f.endsWith('.json'));
    const kilde = summer();
    const poster: [string, string][] = [];
    for (let i = 0; i < filer.length; i += BATCH) {
      const batch = filer.slice(i, i + BATCH).map((fil) => {
        const record = JSON.parse(readFileSync(join(storeDir, samling, fil), 'utf8')) as unknown;
        const dokument = (record as { faktura?: { dokument?: { sha256?: string; contentType?: string } } }).faktura?.dokument;
        if (dokument?.sha256 && dokument.contentType) typer.set(dokument.sha256, dokument.contentType);
        const json = JSON.stringify(record);
        poster.push([idFraFil(fil), json]);
        return [samling, idFraFil(fil), json, ...indexValues(indeksFor(samling, record))];
      });
      const pladser = batch.map((_, r) => `(${COLUMNS.map((_, k) => `$${r * COLUMNS.length + k + 1}`).join(', ')})`);
      await pool.query(`INSERT INTO records (${COLUMNS.join(', ')}) VALUES ${pladser.join(', ')}`, batch.flat());
    }
    for (const [id, json] of poster.sort(([a], [b]) => byteOrden(a, b))) kilde.add(id, json);
    const maal = summer();
    const laest = await pool.query<{ id: string; data: string }>(
      'SELECT id, data::text AS data FROM records WHERE collection = $1 ORDER BY id',
      [samling],
    );
    for (const r of laest.rows) maal.add(r.id, r.data);
    linjer.push(`| ${samling} | ${poster.length} | ${kilde.hex()} | ${laest.rowCount} | ${maal.hex()} |`);
  }

  const dokDir = join(dataDir, 'documents');
  const kilde = summer();
  let antal = 0;
  for (const mappe of existsSync(dokDir) ? readdirSync(dokDir).sort() : []) {
    for (const sha256 of readdirSync(join(dokDir, mappe))
      .filter((f) => /^[0-9a-f]{64}$/.test(f))
      .sort()) {
      const bytes = readFileSync(join(dokDir, mappe, sha256));
      await pool.query('INSERT INTO documents (sha256, content_type, size, bytes) VALUES ($1, $2, $3, $4)', [
        sha256,
        typer.get(sha256) ?? 'application/octet-stream',
        bytes.byteLength,
        bytes,
      ]);
      kilde.add(sha256, createHash('sha256').update(bytes).digest('hex'));
      antal++;
    }
  }
  // Read back, each document's hash computed by PostgreSQL from its stored bytes.
  const maal = summer();
  const laest = await pool.query<{ sha256: string; beregnet: string }>(
    "SELECT sha256, encode(sha256(bytes), 'hex') AS beregnet FROM documents ORDER BY sha256",
  );
  for (const r of laest.rows) maal.add(r.sha256, r.beregnet);
  linjer.push(`| dokumenter | ${antal} | ${kilde.hex()} | ${laest.rowCount} | ${maal.hex()} |`);

  // Statistics for the planner now, not when autovacuum gets round to it.
  await pool.query('ANALYZE');
  console.log(
    ['| samling | kilde: antal | kilde: kontrolsum | database: antal | database: kontrolsum |', '|---|---|---|---|---|', ...linjer].join(
      '\n',
    ),
  );
  const ens = linjer.every((l) => {
    const [, , n1, s1, n2, s2] = l.split('|').map((x) => x.trim());
    return n1 === n2 && s1 === s2;
  });
  console.log(
    ens ? 'Kopien er fuldstændig: antal og kontrolsummer er ens på begge sider.' : 'FEJL: antal eller kontrolsummer er forskellige.',
  );
  process.exitCode = ens ? 0 : 1;
  // Copied from a store older than claims, its requests get them now (the migration ran on the empty database).
  if (ens) console.log(`Krav for ældre anmodninger tilføjet: ${await udfyldKravEnGang(new PgStore(pool))}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await pool.end();
  laas();
}
