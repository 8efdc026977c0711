import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { LowdbStore } from '../store/lowdb-store';
import { createPool, PgStore } from '../store/postgres/pg-store';
import type { Store } from '../store/types';
import { nyDatabase } from './postgres';

/**
 * Both stores for a test that runs against each itself (describe.each): `ny` answers two handles on
 * one fresh store, as two instances see it (the embedded store is one process's, so both are the same).
 * The PostgreSQL pools are closed after the file's tests.
 */
export function beggeLagre(): { navn: 'lowdb' | 'postgres'; ny(): Promise<[Store, Store]> }[] {
  const lukkes: Store[] = [];
  afterAll(async () => {
    await Promise.all(lukkes.map((s) => s.close()));
  });
  return [
    {
      navn: 'lowdb',
      async ny() {
        const s = new LowdbStore(await mkdtemp(join(tmpdir(), 'fond-lager-')));
        return [s, s];
      },
    },
    {
      navn: 'postgres',
      async ny() {
        const url = await nyDatabase(inject('databaseUrl'));
        const [a, b] = [new PgStore(createPool(url)), new PgStore(createPool(url))];
        lukkes.push(a, b);
        return [a, b];
      },
    },
  ];
}
