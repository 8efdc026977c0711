import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { nyDatabase } from '../../testing/postgres';
import { createPool, PgStore } from './pg-store';

const stores: PgStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** Two instances' stores on one database, each with its own pool, as two processes have. */
async function toInstanser(): Promise<[PgStore, PgStore, string]> {
  const url = await nyDatabase(inject('databaseUrl'));
  const a = new PgStore(createPool(url, 3));
  const b = new PgStore(createPool(url, 3));
  stores.push(a, b);
  return [a, b, url];
}

/** How many statements a store sends, counted at its pool. */
function taelForespoergsler(store: PgStore): () => number {
  const spion = vi.spyOn(store.pool, 'query');
  return () => spion.mock.calls.length;
}

/** Until the listener has read what there is: the first ask starts it. */
async function lytter(store: PgStore, samling: string) {
  await store.collection(samling).generation();
  await vi.waitFor(() => expect(store.generationer.lytterKlar).toBe(true));
}

describe('generations heard of by LISTEN/NOTIFY', () => {
  it('answer without a query once the listener runs, and see another instance’s write when its notice arrives', async () => {
    const [a, b] = await toInstanser();
    await a.collection('tekster').put('x', { v: 1 });
    await lytter(b, 'tekster');
    const foer = await b.collection('tekster').generation();
    const forespoergsler = taelForespoergsler(b);
    for (let i = 0; i < 20; i++) expect(await b.collection('tekster').generation()).toBe(foer);
    expect(forespoergsler()).toBe(0);

    await a.collection('tekster').put('y', { v: 2 });
    await vi.waitFor(async () => expect(await b.collection('tekster').generation()).toBe(foer + 1));
    // A collection never written is at 0 until its first write is heard of.
    expect(await b.collection('journal').generation()).toBe(0);
    await a.collection('journal').put('j', {});
    await vi.waitFor(async () => expect(await b.collection('journal').generation()).toBe(1));
  });

  it('show a write of its own at once, inside a transaction too, however late its own notice', async () => {
    const [a] = await toInstanser();
    await lytter(a, 'tekster');
    for (let i = 1; i <= 30; i++) {
      await a.collection('tekster').put(`t${i}`, { i });
      expect(await a.collection('tekster').generation()).toBe(i);
    }
    await a.transaction(async () => {
      await a.collection('tekster').put('u', {});
      await a.collection('journal').put('j', {});
      // Inside: its own uncommitted rise is not counted until commit.
      expect(await a.collection('tekster').generation()).toBe(30);
    });
    expect(await a.collection('tekster').generation()).toBe(31);
    expect(await a.collection('journal').generation()).toBe(1);
    await a.collection('tekster').update('u', () => ({ rettet: true }));
    expect(await a.collection('tekster').generation()).toBe(32);
  });

  it('fall back to asking the database when the listening connection is lost, and listen again', async () => {
    const [a, b, url] = await toInstanser();
    await lytter(b, 'tekster');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Cut every connection that listens, as a restart of the database or a network fault would.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT collection, n FROM generations%' AND pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(b.generationer.lytterKlar).toBe(false));
      // Meanwhile notices are lost, so every ask is a query and nothing stale is served.
      await a.collection('tekster').put('z', {});
      expect(await b.collection('tekster').generation()).toBe(1);
      await vi.waitFor(() => expect(b.generationer.lytterKlar).toBe(true), { timeout: 5000 });
      await a.collection('tekster').put('z', { igen: true });
      await vi.waitFor(async () => expect(await b.collection('tekster').generation()).toBe(2));
    } finally {
      await admin.end();
    }
  });
});
