import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { AppDeps } from '../../deps';
import { createAnmodninger, type Anmodning } from '../../forudbetaling/anmodninger';
import { nyDatabase } from '../../testing/postgres';
import { migrate, MIGRATIONS } from './migrations';
import { PgDocumentStore } from './documents';
import { createPool, PgStore } from './pg-store';
import { migrerVedStart, NYESTE_MIGRATION } from './skema';
import { gammelAnmodning } from '../../testing/fixtures';

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});
const pool = async () => {
  const p = createPool(await nyDatabase(inject('databaseUrl'), { migreret: false }), 2);
  pools.push(p);
  return p;
};
// A record as an older schema held it, written without the store (whose writes fill today's columns).
const gemRaa = (p: pg.Pool, samling: string, id: string, data: unknown) =>
  p.query('INSERT INTO records (collection, id, data) VALUES ($1, $2, $3)', [samling, id, JSON.stringify(data)]);
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
    await gemRaa(p, 'tekster', 'a', { indhold: 'før' });
    expect(await migrate(p)).toEqual([navne[navne.length - 1]]);
    expect(await new PgStore(p).collection('tekster').get('a')).toEqual({ indhold: 'før' });
  });

  it('index the invoice file of requests stored before it was a column', async () => {
    const p = await pool();
    await migrate(p, '0002-documents');
    const sha256 = 'a'.repeat(64);
    await p.query("INSERT INTO records (collection, id, data) VALUES ('anmodninger', '7', $1), ('tekster', 'a', $2)", [
      JSON.stringify({ id: 7, faktura: { dokument: { sha256 } } }),
      JSON.stringify({ indhold: 'før' }),
    ]);
    await migrate(p, '0003-dokument');
    const store = new PgStore(p);
    expect(await store.collection('anmodninger').find({ where: { document: sha256 }, fields: ['id'] })).toEqual([{ id: 7 }]);
    expect(await store.collection('tekster').get('a')).toEqual({ indhold: 'før' });
  });

  it('index the payment orders stored before by whether they were exported', async () => {
    const p = await pool();
    await migrate(p, '0006-generationer-besked');
    await p.query("INSERT INTO records (collection, id, data) VALUES ('betalingsordrer', '3-fond-industri', $1)", [
      JSON.stringify({ id: '3-fond-industri', anmodningId: 3, fondId: 'fond-industri', oprettet: '2026-11-01T10:00:00.000Z' }),
    ]);
    const store = new PgStore(p);
    expect(await store.collection('betalingsordrer').find({ where: { status: 'ny' } })).toEqual([]);
    expect(await migrate(p, '0007-betalingsordrer-status')).toEqual(['0007-betalingsordrer-status']);
    expect(await store.collection('betalingsordrer').find({ where: { status: 'ny' }, fields: ['id'] })).toEqual([
      { id: '3-fond-industri' },
    ]);
  });

  it('index the attempt counters stored before by their latest attempt, so the sweep finds the old ones', async () => {
    const p = await pool();
    await migrate(p, '0011-fakturanoegle');
    await gemRaa(p, 'rate-limit', 'login:203.0.113.1', { id: 'login:203.0.113.1', tider: [Date.parse('2026-11-01T10:00:00.000Z')] });
    await gemRaa(p, 'rate-limit', 'ocr:lm-mette', [Date.parse('2026-11-01T11:00:00.000Z')]);
    await gemRaa(p, 'rate-limit', 'login:203.0.113.2', { id: 'login:203.0.113.2', tider: [Date.parse('2026-11-02T10:00:00.000Z')] });
    const taellere = new PgStore(p).collection('rate-limit');
    expect(await taellere.deleteWhere({ createdTo: '2026-11-01T12:00:00.000Z' })).toBe(0);
    expect(await migrate(p, '0012-taellere')).toEqual(['0012-taellere']);
    expect(await taellere.deleteWhere({ createdTo: '2026-11-01T12:00:00.000Z' })).toBe(2);
    expect(await taellere.get('login:203.0.113.2')).toBeDefined();
  });

  it('give the cases stored before when they reached their status and their amounts, for the overview', async () => {
    const p = await pool();
    await migrate(p, '0007-betalingsordrer-status');
    const skift = '2026-11-03T10:00:00.000Z';
    await p.query(
      "INSERT INTO records (collection, id, data, status) VALUES ('anmodninger', '7', $1, 'Godkendt'), ('arbejdsmangel', '2', $2, 'Udbetalt')",
      [
        JSON.stringify({
          id: 7,
          status: 'Godkendt',
          created: '2026-11-01T10:00:00.000Z',
          historik: [{ tidspunkt: skift }],
          deltagelser: [{ fondId: 'fond-industri', pris: 100 }],
        }),
        JSON.stringify({ id: 2, status: 'Udbetalt', oprettelsesTidspunkt: '2026-11-01T10:00:00.000Z', senesteStatusSkift: skift }),
      ],
    );
    expect(await migrate(p, '0011-fakturanoegle')).toEqual([
      '0008-status-tidspunkt',
      '0009-aeldste-foerst',
      '0010-dokumenter-lz4',
      '0011-fakturanoegle',
    ]);
    const store = new PgStore(p);
    const q = {
      final: ['Godkendt', 'Udbetalt'],
      waiting: [],
      months: [{ month: '2026-11', from: '2026-10-31T23:00:00.000Z' }],
      oldest: 0,
      sum: ['Godkendt'],
    };
    for (const samling of ['anmodninger', 'arbejdsmangel']) {
      expect((await store.collection(samling).aggregate(q)).duration).toEqual({ count: 1, median: 2 * 86_400, p90: 2 * 86_400 });
    }
    expect((await store.collection('anmodninger').aggregate(q)).sums).toEqual([{ key: 'fond-industri', month: '2026-11', sum: 100 }]);
  });

  it('create the table of stored definitions in its own step, after 0004', async () => {
    const p = await pool();
    await migrate(p, '0004-anmodninger-krav');
    expect(await tabeller(p)).not.toContain('definitioner');
    expect(await migrate(p, '0005-definitioner')).toEqual(['0005-definitioner']);
    expect(await tabeller(p)).toContain('definitioner');
  });

  it('create the documents table in its own step', async () => {
    const p = await pool();
    await migrate(p, '0001-records');
    expect(await tabeller(p)).not.toContain('documents');
    await migrate(p, '0002-documents');
    expect(await tabeller(p)).toContain('documents');
  });

  it('compress documents stored after 0010 with LZ4, and read those stored before alike', async () => {
    const p = await pool();
    await migrate(p, '0009-aeldste-foerst');
    const dokumenter = new PgDocumentStore(new PgStore(p));
    // A file that compresses well (as the bench's zero-padded PDF does), so the column's method shows.
    const foer = await dokumenter.put(new Uint8Array(256 * 1024).fill(7), 'application/pdf');
    expect(await migrate(p, '0010-dokumenter-lz4')).toEqual(['0010-dokumenter-lz4']);
    const efter = await dokumenter.put(new Uint8Array(256 * 1024).fill(8), 'application/pdf');
    const { rows } = await p.query<{ sha256: string; metode: string }>(
      'SELECT sha256, pg_column_compression(bytes) AS metode FROM documents ORDER BY sha256',
    );
    expect(Object.fromEntries(rows.map((r) => [r.sha256, r.metode]))).toEqual({ [foer.sha256]: 'pglz', [efter.sha256]: 'lz4' });
    expect(await dokumenter.get(foer.sha256)).toEqual(new Uint8Array(256 * 1024).fill(7));
    expect(await dokumenter.get(efter.sha256)).toEqual(new Uint8Array(256 * 1024).fill(8));
  });

  it('give requests stored before claims existed their claims, and index them for duplicates', async () => {
    const p = await pool();
    await migrate(p, '0003-dokument');
    const store = new PgStore(p);
    const anmodning = gammelAnmodning;
    const gemte = (id: number, a: Anmodning) => gemRaa(p, 'anmodninger', String(id), a);
    await gemte(1, anmodning(1, 'Oprettet', [101, 102], 'F-1'));
    await gemte(2, anmodning(2, 'Godkendt', [103], ' f-2 '));
    await gemte(3, anmodning(3, 'Afvist', [104], 'F-3'));
    // A claim the server wrote with its request is kept as it is.
    await gemRaa(p, 'daekninger', '105', { anmodningId: 4, tidspunkt: '2026-11-01T10:00:00.000Z' });
    await gemte(4, anmodning(4, 'Oprettet', [105], 'F-4'));

    expect(await migrate(p, '0004-anmodninger-krav')).toEqual(['0003-genindeksering', '0004-anmodninger-krav']);
    await migrate(p);
    const repo = createAnmodninger({ store, now: () => new Date('2026-11-23T10:00:00.000Z') } as unknown as AppDeps);
    expect(await repo.daekkedeAnsoegninger([101, 102, 103, 104, 105, 106])).toEqual(new Set([101, 102, 103, 105]));
    expect(await store.collection('daekninger').get('101')).toEqual({ anmodningId: 1, tidspunkt: '2026-01-01T10:00:00.000Z' });
    expect(await store.collection('daekninger').get('105')).toEqual({ anmodningId: 4, tidspunkt: '2026-11-01T10:00:00.000Z' });
    expect(await store.collection('daekninger').get('104')).toBeUndefined();
    expect((await store.collection('fakturaer').find()).length).toBe(3);
    // The invoices of live requests are taken (409), a rejected request's is free.
    await expect(store.transaction(() => repo.reserverFaktura('35124004', 'F-2', 9))).rejects.toMatchObject({ problem: { status: 409 } });
    await expect(store.transaction(() => repo.reserverFaktura('35124004', 'F-1', 9))).rejects.toMatchObject({ problem: { status: 409 } });
    await store.transaction(() => repo.reserverFaktura('35124004', 'F-3', 9));
    expect((await repo.sammeBeloebMellem(anmodning(9, 'Oprettet', [1, 2], 'X'), '2026-01-01', '2026-03-01')).map((a) => a.id)).toEqual([1]);
  });

  it('index requests by their canonical invoice and give the live ones their claims of it and of its file; a claim that no longer covers is replaced', async () => {
    const p = await pool();
    await migrate(p, '0010-dokumenter-lz4');
    const store = new PgStore(p);
    const medFil = (a: Anmodning, sha256: string) => ({ ...a, faktura: { ...a.faktura, dokument: { sha256 } } });
    await gemRaa(p, 'anmodninger', '1', medFil(gammelAnmodning(1, 'Oprettet', [101], 'INV-１００１'), 'a'.repeat(64)));
    await gemRaa(p, 'anmodninger', '2', medFil(gammelAnmodning(2, 'Oprettet', [102], 'inv-1001'), 'b'.repeat(64)));
    await gemRaa(p, 'anmodninger', '3', medFil(gammelAnmodning(3, 'Godkendt', [103], 'F-3'), 'a'.repeat(64)));
    await gemRaa(p, 'anmodninger', '4', medFil(gammelAnmodning(4, 'Afvist', [104], 'X-1'), 'c'.repeat(64)));
    await gemRaa(p, 'anmodninger', '5', medFil(gammelAnmodning(5, 'Oprettet', [105], 'x-1'), 'd'.repeat(64)));
    // The claims as 0004 wrote them, by the number trimmed and lower-cased; 5's is rejected 4's.
    await gemRaa(p, 'fakturaer', '35124004|inv-１００１', { anmodningId: 1, tidspunkt: '2026-01-01T10:00:00.000Z' });
    await gemRaa(p, 'fakturaer', '35124004|x-1', { anmodningId: 4, tidspunkt: '2026-04-01T10:00:00.000Z' });

    expect(await migrate(p, '0011-fakturanoegle')).toEqual(['0011-fakturanoegle']);
    const repo = createAnmodninger({ store, now: () => new Date('2026-11-23T10:00:00.000Z') } as unknown as AppDeps);
    const optaget = { problem: { status: 409 } };
    for (const nummer of ['INV-1001', 'ＩＮＶ-1001', 'X-1', 'F-3'])
      await expect(
        store.transaction(() => repo.reserverFaktura('35124004', nummer, 9)),
        nummer,
      ).rejects.toMatchObject(optaget);
    expect(await store.collection('fakturaer').get('35124004|inv-1001')).toMatchObject({ anmodningId: 1 });
    expect(await store.collection('fakturaer').get('35124004|x-1')).toMatchObject({ anmodningId: 5 });
    for (const sha of ['a', 'b', 'd'])
      await expect(
        store.transaction(() => repo.reserverFakturaFil('35124004', sha.repeat(64), 9)),
        sha,
      ).rejects.toMatchObject(optaget);
    const deler = async (id: number) => (await repo.sammeFaktura((await repo.hent(id))!)).map((a) => a.id);
    expect(await deler(1)).toEqual([2, 3]);
    expect(await deler(2)).toEqual([1]);
  });

  it('are checked at start with one query, and run there when the newest is missing', async () => {
    expect(Object.keys(MIGRATIONS).at(-1)).toBe(NYESTE_MIGRATION);
    const p = await pool();
    expect(await migrerVedStart(p)).toEqual(Object.keys(MIGRATIONS));
    expect(await migrerVedStart(p)).toEqual([]);
    const navne = Object.keys(MIGRATIONS);
    const q = await pool();
    await migrate(q, navne[navne.length - 2]);
    expect(await migrerVedStart(q)).toEqual([NYESTE_MIGRATION]);
  });

  it('run once when two instances start together', async () => {
    const p = await pool();
    const anden = createPool(p.options.connectionString!, 2);
    pools.push(anden);
    const [x, y] = await Promise.all([migrate(p), migrate(anden)]);
    expect([...x, ...y].sort()).toEqual(Object.keys(MIGRATIONS).sort());
  });
});
