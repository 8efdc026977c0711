import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { nyDatabase } from '../testing/postgres';
import { FileDocumentStore, type DocumentStore } from './documents';
import { PgDocumentStore } from './postgres/documents';
import { createPool, PgStore } from './postgres/pg-store';

const pools: pg.Pool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

const opstillinger: { navn: string; ny(): Promise<DocumentStore> }[] = [
  { navn: 'files', ny: async () => new FileDocumentStore(await mkdtemp(join(tmpdir(), 'fond-dok-'))) },
  {
    navn: 'postgres',
    async ny() {
      const pool = createPool(await nyDatabase(inject('databaseUrl')), 2);
      pools.push(pool);
      return new PgDocumentStore(new PgStore(pool));
    },
  },
];

describe.each(opstillinger)('the document store contract: $navn', ({ ny }) => {
  it('stores a file once by its content, answers its bytes, and deletes it', async () => {
    const documents = await ny();
    const bytes = new TextEncoder().encode('%PDF-1.4 kladde');
    const ref = await documents.put(bytes, 'application/pdf');
    expect(await documents.put(bytes, 'application/pdf')).toEqual(ref);
    expect(ref).toMatchObject({ size: bytes.byteLength, contentType: 'application/pdf' });
    expect(await documents.get(ref.sha256)).toEqual(bytes);
    await documents.delete(ref.sha256);
    expect(await documents.get(ref.sha256)).toBeUndefined();
  });

  it('ignores deleting a file that is gone or an id that is no sha256', async () => {
    const documents = await ny();
    const ref = await documents.put(new TextEncoder().encode('behold'), 'text/plain');
    await documents.delete('0'.repeat(64));
    await documents.delete('../behold');
    await documents.delete(`${ref.sha256}' OR '1'='1`);
    expect(await documents.get(ref.sha256)).toEqual(new TextEncoder().encode('behold'));
  });
});
