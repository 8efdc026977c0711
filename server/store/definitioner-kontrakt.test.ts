import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { nyDatabase } from '../testing/postgres';
import { LowdbStore } from './lowdb-store';
import { createPool, PgStore } from './postgres/pg-store';
import type { Store } from './types';

const lukkes: Store[] = [];
afterAll(async () => {
  await Promise.all(lukkes.map((s) => s.close()));
});

/** Two handles on one store (two instances starting at once; lowdb has one owner) and a way to open it again. */
const opstillinger: { navn: string; ny(): Promise<{ store: Store; anden: Store; genaabn(): Promise<Store> }> }[] = [
  {
    navn: 'lowdb',
    async ny() {
      const dir = await mkdtemp(join(tmpdir(), 'fond-definitioner-'));
      const store = new LowdbStore(dir);
      return {
        store,
        anden: store,
        genaabn: async () => {
          await store.close();
          return new LowdbStore(dir);
        },
      };
    },
  },
  {
    navn: 'postgres',
    async ny() {
      const url = await nyDatabase(inject('databaseUrl'));
      const aaben = async () => {
        const s = new PgStore(createPool(url, 2));
        lukkes.push(s);
        return s;
      };
      return { store: await aaben(), anden: await aaben(), genaabn: aaben };
    },
  },
];

const v = (version: string, indhold: unknown = { states: { A: {} } }) => ({
  art: 'arbejdsgang' as const,
  navn: 'proeve',
  version,
  indhold,
});

describe.each(opstillinger)('the stored definitions: $navn', ({ ny }) => {
  it('store a version once: the first call stores it, a later one (other content or not) changes nothing', async () => {
    const { store } = await ny();
    expect(await store.definitioner.gem(v('aaaaaaaaaaaa'), '2026-01-01T00:00:00.000Z')).toBe(true);
    expect(await store.definitioner.gem(v('aaaaaaaaaaaa', { andet: true }), '2026-02-01T00:00:00.000Z')).toBe(false);
    expect(await store.definitioner.versioner('arbejdsgang', 'proeve')).toEqual([
      { ...v('aaaaaaaaaaaa'), gemt: '2026-01-01T00:00:00.000Z' },
    ]);
  });

  it('answer the versions of one definition, the first stored first, and nothing of others', async () => {
    const { store } = await ny();
    await store.definitioner.gem(v('bbbbbbbbbbbb'), '2026-01-01T00:00:00.000Z');
    await store.definitioner.gem(v('aaaaaaaaaaaa'), '2026-03-01T00:00:00.000Z');
    await store.definitioner.gem({ ...v('cccccccccccc'), art: 'skema' }, '2026-01-01T00:00:00.000Z');
    expect((await store.definitioner.versioner('arbejdsgang', 'proeve')).map((d) => d.version)).toEqual(['bbbbbbbbbbbb', 'aaaaaaaaaaaa']);
    expect((await store.definitioner.versioner('skema', 'proeve')).map((d) => d.version)).toEqual(['cccccccccccc']);
    expect(await store.definitioner.versioner('arbejdsgang', 'ukendt')).toEqual([]);
  });

  it('let exactly one of several instances starting at once store a version, and never fail', async () => {
    const { store, anden } = await ny();
    const svar = await Promise.all(
      [store, anden, store, anden].map((s) => s.definitioner.gem(v('dddddddddddd'), '2026-01-01T00:00:00.000Z')),
    );
    expect(svar.filter(Boolean)).toHaveLength(1);
    expect(await anden.definitioner.versioner('arbejdsgang', 'proeve')).toHaveLength(1);
  });

  it('keep what is stored when the store is opened again', async () => {
    const { store, genaabn } = await ny();
    await store.definitioner.gem(v('eeeeeeeeeeee', { states: { B: { meta: { label: 'Bé' } } } }), '2026-01-01T00:00:00.000Z');
    const igen = await genaabn();
    expect(await igen.definitioner.versioner('arbejdsgang', 'proeve')).toEqual([
      { ...v('eeeeeeeeeeee', { states: { B: { meta: { label: 'Bé' } } } }), gemt: '2026-01-01T00:00:00.000Z' },
    ]);
  });
});
