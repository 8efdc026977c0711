import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { nyDatabase } from '../../testing/postgres';
import { migrate, MIGRATIONS } from './migrations';
import { createPool, PgStore } from './pg-store';

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});
const pool = async () => {
  const p = createPool(await nyDatabase(inject('databaseUrl'), { migreret: false }), 2);
  pools.push(p);
  return p;
};
const tabeller = async (p: pg.Pool) =>
  (await p.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1")).rows.map((r) => r.t);

describe('migrations', () => {
  it('bring an empty database to the newest schema, and do nothing the second time', async () => {
    const p = await pool();
    expect(await migrate(p)).toEqual(Object.keys(MIGRATIONS));
    expect(await tabeller(p)).toEqual(expect.arrayContaining(['documents', 'generations', 'records']));
    expect(await migrate(p)).toEqual([]);
  });

  it('bring a database at the previous schema version up, keeping its records', async () => {
    const p = await pool();
    const navne = Object.keys(MIGRATIONS);
    await migrate(p, navne[navne.length - 2]);
    const store = new PgStore(p);
    await store.collection('tekster').put('a', { indhold: 'før' });
    // A request written before its invoice file was an indexed column.
    const sha256 = 'a'.repeat(64);
    await p.query("INSERT INTO records (collection, id, data) VALUES ('anmodninger', '7', $1)", [
      JSON.stringify({ id: 7, faktura: { dokument: { sha256 } } }),
    ]);
    expect(await migrate(p)).toEqual([navne[navne.length - 1]]);
    expect(await store.collection('tekster').get('a')).toEqual({ indhold: 'før' });
    expect(await store.collection('anmodninger').find({ where: { reference: sha256 }, fields: ['id'] })).toEqual([{ id: 7 }]);
  });

  it('create the documents table in its own step', async () => {
    const p = await pool();
    await migrate(p, '0001-records');
    expect(await tabeller(p)).not.toContain('documents');
    await migrate(p, '0002-documents');
    expect(await tabeller(p)).toContain('documents');
  });

  it('run once when two instances start together', async () => {
    const p = await pool();
    const anden = createPool(p.options.connectionString!, 2);
    pools.push(anden);
    const [x, y] = await Promise.all([migrate(p), migrate(anden)]);
    expect([...x, ...y].sort()).toEqual(Object.keys(MIGRATIONS).sort());
  });
});
