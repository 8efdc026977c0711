import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../store/postgres/migrations';
import { ledigPort } from './ledig-port';

export interface PrivatPostgres {
  url: string;
  stop(): void;
}

/** initdb and friends: PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin (newest), else the PATH. */
export function postgresBin(): string {
  if (process.env['PG_BIN']) return process.env['PG_BIN'];
  const rod = '/usr/lib/postgresql';
  const versioner = existsSync(rod) ? readdirSync(rod).filter((v) => existsSync(join(rod, v, 'bin', 'initdb'))) : [];
  const nyeste = versioner.sort((a, b) => Number(b) - Number(a))[0];
  if (nyeste) return join(rod, nyeste, 'bin');
  const hvor = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (hvor) return join(hvor, '..');
  throw new Error("No PostgreSQL on this machine: install Debian's postgresql (apt-get install -y postgresql) or set TEST_DATABASE_URL.");
}

/**
 * A private PostgreSQL server in a temporary folder, on a free port of 127.0.0.1, for tests and the
 * benchmark. PostgreSQL refuses to run as root, so as root the folder is given to the `postgres`
 * user and the server runs as that user. `durable: false` turns off fsync, for tests only.
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<PrivatPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'fond-pg-'));
  const root = process.getuid?.() === 0;
  const som = (cmd: string, args: string[]) =>
    (root ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args]) as [string, string[]];
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  execFileSync(...som('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']), { stdio: 'ignore' });
  const port = await ledigPort();
  const indstillinger = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=300',
    '-c shared_buffers=256MB',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  execFileSync(...som('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', indstillinger, '-w', 'start']), { stdio: 'ignore' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(...som('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const TEMPLATE = 'fond_skabelon';

/** Makes a migrated template database, so each suite's fresh database is one fast CREATE DATABASE. */
export async function lavSkabelon(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: medDatabase(url, TEMPLATE), max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
}

let naeste = 0;

/** A fresh, migrated database on the test server (or an empty one with `migreret: false`), answered as its URL. */
export async function nyDatabase(url: string, { migreret = true } = {}): Promise<string> {
  const navn = `fond_${process.pid}_${Date.now()}_${naeste++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(migreret ? `CREATE DATABASE ${navn} TEMPLATE ${TEMPLATE}` : `CREATE DATABASE ${navn}`);
  } finally {
    await admin.end();
  }
  return medDatabase(url, navn);
}

/** nyDatabase for code that cannot wait (testApp): psql makes it, from the migrated template. */
export function nyDatabaseSync(url: string): string {
  const navn = `fond_${process.pid}_${Date.now()}_${naeste++}`;
  execFileSync(join(postgresBin(), 'psql'), [url, '-q', '-c', `CREATE DATABASE ${navn} TEMPLATE ${TEMPLATE}`], { stdio: 'ignore' });
  return medDatabase(url, navn);
}

export function medDatabase(url: string, navn: string): string {
  const u = new URL(url);
  u.pathname = `/${navn}`;
  return u.toString();
}
