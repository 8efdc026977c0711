import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { nyDatabase } from '../testing/postgres';
import { LowdbStore } from './lowdb-store';
import { createPool, PgStore } from './postgres/pg-store';
import type { Store } from './types';

interface Sag {
  id: number;
  status: string;
  created: string;
  loenmodtagerId: string;
  deltagelser: { fondId: string; pris?: number }[];
  version: number;
  note?: string;
  senesteStatusSkift?: string;
}

const sag = (id: number, status: string, created: string, ejer = 'lm-a'): Sag => ({
  id,
  status,
  created,
  loenmodtagerId: ejer,
  deltagelser: [{ fondId: id % 2 ? 'fond-industri' : 'fond-handel' }],
  version: 1,
});

/** Two handles on one store, as two server processes on one database would have (lowdb: one, it has one owner). */
interface Opstilling {
  navn: string;
  /** Whether a throw in transaction() undoes its earlier writes. */
  atomar: boolean;
  ny(): Promise<{ store: Store; anden: Store; genaabn(): Store }>;
}

const lukkes: Store[] = [];
afterAll(async () => {
  await Promise.all(lukkes.map((s) => s.close()));
});

const opstillinger: Opstilling[] = [
  {
    navn: 'lowdb',
    atomar: false,
    async ny() {
      const dir = await mkdtemp(join(tmpdir(), 'fond-kontrakt-'));
      const store = new LowdbStore(dir);
      return { store, anden: store, genaabn: () => new LowdbStore(dir) };
    },
  },
  {
    navn: 'postgres',
    atomar: true,
    async ny() {
      const url = await nyDatabase(inject('databaseUrl'));
      const aaben = () => {
        const s = new PgStore(createPool(url));
        lukkes.push(s);
        return s;
      };
      return { store: aaben(), anden: aaben(), genaabn: aaben };
    },
  },
];

describe.each(opstillinger)('the store contract: $navn', ({ ny, atomar }) => {
  it('keeps what was written across a reopen, and deletes', async () => {
    const { store, genaabn } = await ny();
    await store.collection<{ navn: string }>('tekster').put('a', { navn: 'første' });
    await store.collection<{ navn: string }>('tekster').put('forudbetaling:tro-og-løfte/x', { navn: 'anden' });
    const igen = genaabn().collection<{ navn: string }>('tekster');
    expect(await igen.get('a')).toEqual({ navn: 'første' });
    expect(await igen.get('forudbetaling:tro-og-løfte/x')).toEqual({ navn: 'anden' });
    await igen.delete('a');
    expect(await igen.get('a')).toBeUndefined();
    expect(await igen.all()).toEqual([{ navn: 'anden' }]);
  });

  it('keeps the key order of a record, so what passes through to the API is byte for byte the same', async () => {
    const { store } = await ny();
    const record = { zeta: 1, alfa: { y: 2, b: [3, { d: 4, a: 5 }] }, midt: null, tekst: 'æøå "citat" \\ \u2028' };
    await store.collection('historik').put('1', record);
    expect(JSON.stringify(await store.collection('historik').get('1'))).toBe(JSON.stringify(record));
  });

  it('serialises concurrent updates so none is lost, also from two handles', async () => {
    const { store, anden } = await ny();
    const a = store.collection<number>('taeller');
    const b = anden.collection<number>('taeller');
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).update('n', (n) => (n ?? 0) + 1)));
    expect(await a.get('n')).toBe(40);
  });

  it('lets exactly one of many concurrent first writes of a record through', async () => {
    const { store, anden } = await ny();
    const forsoeg = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? store : anden).collection<number>('daekninger').update('7', (cur) => {
        if (cur !== undefined) throw new Error('optaget');
        return i;
      }),
    );
    const svar = await Promise.allSettled(forsoeg);
    expect(svar.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
  });

  it('writes nothing when the change throws, and hands out no record of its own to mutate', async () => {
    const { store } = await ny();
    const c = store.collection<{ n: number }>('tekster');
    await c.put('a', { n: 1 });
    await expect(
      c.update('a', (cur) => {
        cur!.n = 2;
        throw new Error('afvist');
      }),
    ).rejects.toThrow('afvist');
    expect(await c.get('a')).toEqual({ n: 1 });
  });

  it('answers queries filtered, ordered and cut on the indexed fields, ties in the order first written', async () => {
    const { store } = await ny();
    const c = store.collection<Sag>('anmodninger');
    await c.put('3', sag(3, 'Oprettet', '2026-01-02T10:00:00.000Z'));
    await c.put('1', sag(1, 'Godkendt', '2026-01-01T10:00:00.000Z', 'lm-b'));
    await c.put('2', sag(2, 'Oprettet', '2026-01-02T10:00:00.000Z'));
    await c.put('4', sag(4, 'Oprettet', '2026-01-03T10:00:00.000Z'));
    await c.put('3', { ...sag(3, 'Oprettet', '2026-01-02T10:00:00.000Z'), version: 2 });

    const ider = (xs: { id: number }[]) => xs.map((x) => x.id);
    expect(ider(await c.find())).toEqual([3, 1, 2, 4]);
    expect(ider(await c.find({ order: 'created-number-desc' }))).toEqual([4, 3, 2, 1]);
    expect(ider(await c.find({ order: 'created-desc' }))).toEqual([4, 3, 2, 1]);
    expect(ider(await c.find({ order: 'created-asc' }))).toEqual([1, 3, 2, 4]);
    expect(ider(await c.find({ order: 'number-asc', limit: 2 }))).toEqual([1, 2]);
    expect(ider(await c.find({ where: { status: 'Oprettet' }, order: 'created-number-desc', limit: 2 }))).toEqual([4, 3]);
    expect(ider(await c.find({ where: { owner: 'lm-b' } }))).toEqual([1]);
    expect(ider(await c.find({ where: { fund: 'fond-handel' }, order: 'number-desc' }))).toEqual([4, 2]);
    expect(ider(await c.find({ where: { createdFrom: '2026-01-02T10:00:00.000Z', createdTo: '2026-01-02T23:00:00.000Z' } }))).toEqual([
      3, 2,
    ]);
    expect(await c.find({ where: { status: 'Afvist' } })).toEqual([]);
    expect(await c.find({ where: { status: 'Godkendt' }, fields: ['status', 'id', 'note'] })).toEqual([
      { status: 'Godkendt', id: 1, note: null },
    ]);
    expect(JSON.stringify((await c.find({ where: { owner: 'lm-b' }, fields: ['version', 'id'] }))[0])).toBe('{"version":1,"id":1}');
    expect(await c.countBy('status')).toEqual({ Godkendt: 1, Oprettet: 3 });
  });

  it('answers keyset pages after a cursor that together are the whole list, also when records are written between pages', async () => {
    const { store } = await ny();
    const c = store.collection<Sag>('anmodninger');
    // Two requests share a time: the number orders them.
    for (const [id, tid] of [
      [1, '01'],
      [2, '02'],
      [3, '02'],
      [4, '03'],
      [5, '04'],
    ] as const) {
      await c.put(String(id), sag(id, id === 4 ? 'Godkendt' : 'Oprettet', `2026-01-${tid}T10:00:00.000Z`));
    }
    const ider = (xs: { id: number }[]) => xs.map((x) => x.id);
    const side = (efter?: Sag) =>
      c.find({
        order: 'created-number-desc',
        limit: 2,
        ...(efter ? { after: { created: efter.created, number: efter.id } } : {}),
      });
    const foerste = await side();
    expect(ider(foerste)).toEqual([5, 4]);
    // A newer request arrives between pages: it is before the cursor, so no page repeats or skips one.
    await c.put('6', sag(6, 'Oprettet', '2026-01-05T10:00:00.000Z'));
    const anden = await side(foerste[1]);
    expect(ider(anden)).toEqual([3, 2]);
    expect(ider(await side(anden[1]))).toEqual([1]);
    expect(ider(await side((await side(anden[1]))[0]))).toEqual([]);
    expect(
      ider(
        await c.find({
          where: { status: 'Oprettet' },
          order: 'created-number-desc',
          after: { created: '2026-01-02T10:00:00.000Z', number: 3 },
        }),
      ),
    ).toEqual([2, 1]);
    await expect(c.find({ order: 'created-asc', after: { created: '2026-01-02T10:00:00.000Z', number: 3 } })).rejects.toThrow();
  });

  it('answers keyset pages oldest first as the mirror of newest first, also when records are written between pages', async () => {
    const { store } = await ny();
    const c = store.collection<Sag>('anmodninger');
    for (const [id, tid] of [
      [3, '02'],
      [1, '01'],
      [2, '02'],
      [4, '03'],
      [5, '04'],
    ] as const) {
      await c.put(String(id), sag(id, id === 4 ? 'Godkendt' : 'Oprettet', `2026-01-${tid}T10:00:00.000Z`));
    }
    const ider = (xs: { id: number }[]) => xs.map((x) => x.id);
    const side = (efter?: Sag) =>
      c.find({
        order: 'created-number-asc',
        limit: 2,
        ...(efter ? { after: { created: efter.created, number: efter.id } } : {}),
      });
    const foerste = await side();
    // Two requests share a time: the lower number first.
    expect(ider(foerste)).toEqual([1, 2]);
    // Between pages an older request arrives (before the cursor: a page by offset would repeat request 2)
    // and a newer one (after every page so far: it comes once, at the end).
    await c.put('0', sag(0, 'Oprettet', '2025-12-31T10:00:00.000Z'));
    await c.put('6', sag(6, 'Oprettet', '2026-01-05T10:00:00.000Z'));
    const anden = await side(foerste[1]);
    expect(ider(anden)).toEqual([3, 4]);
    const tredje = await side(anden[1]);
    expect(ider(tredje)).toEqual([5, 6]);
    expect(await side(tredje[1])).toEqual([]);
    expect(
      ider(
        await c.find({
          where: { status: 'Oprettet' },
          order: 'created-number-asc',
          after: { created: '2026-01-02T10:00:00.000Z', number: 2 },
        }),
      ),
    ).toEqual([3, 5, 6]);
  });

  it('puts records without a time or a number last in both keyset orders, as NULLS LAST does', async () => {
    const { store } = await ny();
    const c = store.collection<Partial<Sag>>('anmodninger');
    await c.put('uden-tid', { note: 'uden-tid', status: 'Oprettet' });
    await c.put('1', sag(1, 'Oprettet', '2026-01-01T10:00:00.000Z'));
    await c.put('uden-nummer', { note: 'uden-nummer', status: 'Oprettet', created: '2026-01-02T10:00:00.000Z' });
    await c.put('2', sag(2, 'Oprettet', '2026-01-02T10:00:00.000Z'));
    await c.put('3', sag(3, 'Oprettet', '2026-01-03T10:00:00.000Z'));
    const navne = (xs: Partial<Sag>[]) => xs.map((x) => x.note ?? x.id);
    const efter2 = { created: '2026-01-02T10:00:00.000Z', number: 2 };

    expect(navne(await c.find({ order: 'created-number-asc' }))).toEqual([1, 2, 'uden-nummer', 3, 'uden-tid']);
    expect(navne(await c.find({ order: 'created-number-desc' }))).toEqual([3, 2, 'uden-nummer', 1, 'uden-tid']);
    expect(navne(await c.find({ order: 'created-number-asc', after: efter2 }))).toEqual(['uden-nummer', 3, 'uden-tid']);
    expect(navne(await c.find({ order: 'created-number-desc', after: efter2 }))).toEqual(['uden-nummer', 1, 'uden-tid']);
  });

  it('raises the generation on every write, as every handle sees it', async () => {
    const { store, anden } = await ny();
    const c = store.collection<Sag>('anmodninger');
    // Another instance learns of a write when the database's notice arrives (PostgreSQL), at once (lowdb).
    const hoert = async (forrige: number) => {
      let g = forrige;
      await vi.waitFor(async () => expect((g = await anden.collection('anmodninger').generation())).toBeGreaterThan(forrige));
      return g;
    };
    const g0 = await anden.collection('anmodninger').generation();
    await c.put('1', sag(1, 'Oprettet', '2026-01-01T00:00:00.000Z'));
    const g1 = await hoert(g0);
    await c.update('1', (s) => ({ ...s!, status: 'Godkendt' }));
    const g2 = await hoert(g1);
    await c.delete('1');
    const g3 = await hoert(g2);
    expect(await anden.collection('tekster').generation()).toBe(0);
    // A record's first write through update, and a write inside a transaction.
    await c.update('2', () => sag(2, 'Oprettet', '2026-01-02T00:00:00.000Z'));
    const g4 = await hoert(g3);
    await store.transaction(() => c.put('3', sag(3, 'Oprettet', '2026-01-03T00:00:00.000Z')));
    // The handle that wrote sees its own write at once.
    expect(await c.generation()).toBeGreaterThan(g4);
    const g5 = await hoert(g4);
    // A worker that finds nothing to take writes nothing: no list cached on any instance is thrown away.
    expect(await c.claim({ where: { status: 'Afvist' } }, async (r) => r)).toBe(false);
    expect(await anden.collection('anmodninger').generation()).toBe(g5);
  });

  it('deletes the records a filter matches, answers how many, and refuses an empty filter', async () => {
    const { store, anden } = await ny();
    const c = store.collection<Sag>('anmodninger');
    for (let i = 1; i <= 4; i++) await c.put(String(i), sag(i, i === 4 ? 'Godkendt' : 'Oprettet', `2026-01-0${i}T00:00:00.000Z`));
    const g0 = await anden.collection('anmodninger').generation();
    expect(await c.deleteWhere({ status: 'Oprettet', createdTo: '2026-01-02T00:00:00.000Z' })).toBe(2);
    expect((await anden.collection<Sag>('anmodninger').find()).map((r) => r.id)).toEqual([3, 4]);
    // Another instance hears of it as of any write (PostgreSQL: by NOTIFY, so not at once).
    await vi.waitFor(async () => expect(await anden.collection('anmodninger').generation()).toBeGreaterThan(g0));
    expect(await c.deleteWhere({ status: 'Afvist' })).toBe(0);
    await expect(c.deleteWhere({})).rejects.toThrow();
    await expect(c.deleteWhere({ status: undefined })).rejects.toThrow();
    expect(await c.find()).toHaveLength(2);
  });

  it('lands the writes of a transaction together; a throw undoes them where the store is atomic', async () => {
    const { store, anden } = await ny();
    await store.transaction(async () => {
      await store.collection('anmodninger').put('1', sag(1, 'Oprettet', '2026-01-01T00:00:00.000Z'));
      await store.collection('udbakke').put('m1', { status: 'afventer' });
    });
    expect(await anden.collection('udbakke').get('m1')).toEqual({ status: 'afventer' });
    await expect(
      store.transaction(async () => {
        await store.collection('anmodninger').put('2', sag(2, 'Oprettet', '2026-01-01T00:00:00.000Z'));
        throw new Error('fortrudt');
      }),
    ).rejects.toThrow('fortrudt');
    expect(await anden.collection('anmodninger').get('2')).toEqual(atomar ? undefined : sag(2, 'Oprettet', '2026-01-01T00:00:00.000Z'));
  });

  it('claims each record for one worker at a time, and writes or deletes what the worker answers', async () => {
    const { store, anden } = await ny();
    const c = store.collection<{ status: string; naesteForsoeg: string; n: number }>('udbakke');
    for (let i = 1; i <= 4; i++) await c.put(`m${i}`, { status: 'afventer', naesteForsoeg: `2026-01-0${i}T00:00:00.000Z`, n: i });
    const taget: number[] = [];
    const hvor = { where: { status: 'afventer', createdTo: '2026-01-03T00:00:00.000Z' }, order: 'created-asc' } as const;
    const arbejder = (s: Store) =>
      s.collection<{ status: string; naesteForsoeg: string; n: number }>('udbakke').claim(hvor, async (r) => {
        taget.push(r.n);
        await new Promise((ok) => setTimeout(ok, 50));
        return r.n === 2 ? { ...r, status: 'fejlet' } : undefined;
      });
    const svar = await Promise.all([arbejder(store), arbejder(anden), arbejder(store), arbejder(anden)]);
    expect(taget.sort()).toEqual([1, 2, 3]);
    expect(svar.filter(Boolean)).toHaveLength(3);
    expect((await c.find({ order: 'created-asc' })).map((r) => [r.n, r.status])).toEqual([
      [2, 'fejlet'],
      [4, 'afventer'],
    ]);
    expect(await arbejder(store)).toBe(false);
  });

  it('aggregates per status, per Danish month, time to a final status and sums per key, in the store', async () => {
    const { store } = await ny();
    const c = store.collection<Sag>('anmodninger');
    // Danish months: midnight in Denmark on the 1st (the overview's, server/overblik/maaneder.ts).
    const months = [
      { month: '2026-01', from: '2025-12-31T23:00:00.000Z' },
      { month: '2026-02', from: '2026-01-31T23:00:00.000Z' },
      { month: '2026-03', from: '2026-02-28T23:00:00.000Z' },
    ];
    const tom = await c.aggregate({ final: ['Godkendt'], waiting: ['Oprettet'], months, oldest: 5 });
    expect(tom).toEqual({ perStatus: {}, created: {}, handled: {}, duration: { count: 0, median: null, p90: null }, oldest: [], sums: [] });

    const handlet = (id: number, status: string, created: string, skift: string, deltagelser: Sag['deltagelser'] = []) => ({
      ...sag(id, status, created),
      senesteStatusSkift: skift,
      deltagelser,
    });
    // 23:30 UTC on the last day of a month is the next month in Denmark (in winter).
    await c.put('1', sag(1, 'Oprettet', '2025-12-31T22:30:00.000Z'));
    await c.put('2', sag(2, 'Oprettet', '2026-01-10T10:00:00.000Z'));
    await c.put(
      '3',
      handlet(3, 'Godkendt', '2026-01-05T10:00:00.000Z', '2026-01-06T10:00:00.000Z', [
        { fondId: 'fond-industri', pris: 1000.1 },
        { fondId: 'fond-handel', pris: 500 },
      ]),
    );
    await c.put(
      '4',
      handlet(4, 'Godkendt', '2026-01-31T23:30:00.000Z', '2026-02-28T23:30:00.000Z', [{ fondId: 'fond-industri', pris: 2000.2 }]),
    );
    await c.put('5', handlet(5, 'Afvist', '2026-02-01T10:00:00.000Z', '2026-02-03T10:00:00.000Z', [{ fondId: 'fond-handel', pris: 99 }]));
    await c.put('6', handlet(6, 'Godkendt', '2025-11-01T10:00:00.000Z', '2025-12-01T10:00:00.000Z', [{ fondId: 'fond-handel', pris: 7 }]));
    await c.put(
      '7',
      handlet(7, 'Godkendt', '2026-01-02T10:00:00.000Z', '2026-01-20T10:00:00.000Z', [{ fondId: 'fond-industri', pris: 0.2 }]),
    );

    const dag = 86_400;
    const tal = await c.aggregate({
      final: ['Godkendt', 'Afvist'],
      waiting: ['Oprettet'],
      months,
      oldest: 1,
      // A request's amounts: its participations' prices per fund (store/indekser.ts).
      sum: ['Godkendt'],
    });
    expect(tal).toEqual({
      perStatus: { Oprettet: 2, Godkendt: 4, Afvist: 1 },
      created: { '2026-01': 3, '2026-02': 2 },
      handled: { '2026-01': 2, '2026-02': 1, '2026-03': 1 },
      duration: { count: 4, median: expect.any(Number), p90: expect.any(Number) },
      oldest: [{ id: '1', status: 'Oprettet', created: '2025-12-31T22:30:00.000Z' }],
      sums: [
        { key: 'fond-handel', month: '2026-01', sum: 500 },
        { key: 'fond-industri', month: '2026-01', sum: 1000.3 },
        { key: 'fond-industri', month: '2026-03', sum: 2000.2 },
      ],
    });
    // 1, 2, 18 and 28 days: interpolated as percentile_cont does.
    expect(tal.duration.median).toBeCloseTo(10 * dag, 6);
    expect(tal.duration.p90).toBeCloseTo(25 * dag, 6);
    const alle = await c.aggregate({ final: [], waiting: ['Oprettet'], months, oldest: 5 });
    expect(alle.oldest.map((o) => o.id)).toEqual(['1', '2']);
    expect(alle.handled).toEqual({});
    expect(alle.sums).toEqual([]);
  });
});
