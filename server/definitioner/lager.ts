import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataMappe } from '../config';
import { LowdbStore } from '../store/lowdb-store';
import { createPool, PgStore } from '../store/postgres/pg-store';
import type { Store } from '../store/types';

/**
 * The store the server would use (DATABASE_URL, else DATA_DIR's files), for the definitions' scripts.
 * To read (the check), an embedded store is opened without its lock, beside a running server, and a
 * data directory with no store yet is none; to write (the migration), it is locked as a server locks it.
 */
export function aabnLager(skriv: boolean, env: NodeJS.ProcessEnv = process.env): Store | undefined {
  const url = env['DATABASE_URL'];
  if (url) return new PgStore(createPool(url, 2));
  const dir = dataMappe(env);
  if (!skriv && !existsSync(join(dir, 'store'))) return undefined;
  return new LowdbStore(dir, { laas: skriv });
}
