import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LowdbStore } from '../store/lowdb-store';
import { keysetSider, sorteredeSider } from './sider';

type Sag = { id: number; created: string; status: string; personNavn: string; deltagelser: [] };

async function sager(antal: number) {
  const store = new LowdbStore(await mkdtemp(join(tmpdir(), 'fond-sider-')));
  const c = store.collection<Sag>('anmodninger');
  // Pairs share a time, so the number decides within each.
  for (let id = 1; id <= antal; id++) {
    const created = `2026-11-${String(10 + Math.ceil(id / 2)).padStart(2, '0')}T10:00:00.000Z`;
    await c.put(String(id), { id, created, status: 'Oprettet', personNavn: `Navn ${(id * 7) % antal}`, deltagelser: [] });
  }
  const hent = (after: { created: string; number: number } | undefined, n: number) =>
    c.find({ order: 'created-number-desc', limit: n, ...(after ? { after } : {}) });
  return { c, store, hent };
}

const alle = async <T>(sider: AsyncIterable<T[]>) => {
  const ud: T[][] = [];
  for await (const side of sider) ud.push(side);
  return ud;
};

describe('keysetSider', () => {
  it('reads the store a page at a time, the pages together the whole list in its order', async () => {
    const { c, hent, store } = await sager(7);
    const sider = await alle(keysetSider(hent, (s) => ({ created: s.created, number: s.id }), 3));
    expect(sider.map((s) => s.length)).toEqual([3, 3, 1]);
    expect(sider.flat().map((s) => s.id)).toEqual((await c.find({ order: 'created-number-desc' })).map((s) => s.id));
    expect(sider.flat().map((s) => s.id)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    await store.close();
  });

  it('ends after a full last page with an empty read, and yields no empty page', async () => {
    const { hent, store } = await sager(6);
    const sider = await alle(keysetSider(hent, (s) => ({ created: s.created, number: s.id }), 3));
    expect(sider.map((s) => s.length)).toEqual([3, 3]);
    await store.close();
  });
});

describe('sorteredeSider', () => {
  it('hands the rows on in the column order, equal values in the given order', async () => {
    const sider = (async function* () {
      yield [
        { n: 'b', i: 1 },
        { n: 'Å', i: 2 },
      ];
      yield [
        { n: 'a', i: 3 },
        { n: 'B', i: 4 },
      ];
    })();
    const ud = (await alle(sorteredeSider(sider, { n: (r) => r.n }, { kolonne: 'n', retning: 'stigende' }))).flat();
    expect(ud.map((r) => r.i)).toEqual([3, 1, 4, 2]);
  });
});
