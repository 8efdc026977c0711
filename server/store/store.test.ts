import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileDocumentStore } from './documents';
import { LowdbStore } from './lowdb-store';

const tempDir = () => mkdtemp(join(tmpdir(), 'fond-store-'));

describe('LowdbStore', () => {
  it('keeps what was written across a reopen', async () => {
    const dir = await tempDir();
    await new LowdbStore(dir).collection<{ navn: string }>('tekster').put('a', { navn: 'første' });
    const reopened = new LowdbStore(dir).collection<{ navn: string }>('tekster');
    expect(await reopened.get('a')).toEqual({ navn: 'første' });
  });

  it('serialises concurrent updates so none is lost', async () => {
    const tekster = new LowdbStore(await tempDir()).collection<number>('taeller');
    await Promise.all(Array.from({ length: 50 }, () => tekster.update('n', (n) => (n ?? 0) + 1)));
    expect(await tekster.get('n')).toBe(50);
  });

  it('writes nothing when the change throws', async () => {
    const dir = await tempDir();
    const tekster = new LowdbStore(dir).collection<string>('tekster');
    await tekster.put('a', 'før');
    await expect(
      tekster.update('a', () => {
        throw new Error('afvist');
      }),
    ).rejects.toThrow('afvist');
    expect(await tekster.get('a')).toBe('før');
    expect(JSON.parse(await readFile(join(dir, 'store', 'tekster', 'a.json'), 'utf8'))).toBe('før');
  });

  it('does not hand out its own records to be mutated by a change', async () => {
    const tekster = new LowdbStore(await tempDir()).collection<{ n: number }>('tekster');
    await tekster.put('a', { n: 1 });
    await expect(
      tekster.update('a', (cur) => {
        cur!.n = 2;
        throw new Error('fortrudt');
      }),
    ).rejects.toThrow();
    expect(await tekster.get('a')).toEqual({ n: 1 });
  });

  it('writes one file per record, so a write touches only its record', async () => {
    const dir = await tempDir();
    const anmodninger = new LowdbStore(dir).collection<{ n: number }>('anmodninger');
    await anmodninger.put('1', { n: 1 });
    await anmodninger.put('forudbetaling:tro-og-løfte/x', { n: 2 });
    expect((await readdir(join(dir, 'store', 'anmodninger'))).sort()).toEqual(['1.json', 'forudbetaling%3Atro-og-l%C3%B8fte%2Fx.json']);
    const igen = new LowdbStore(dir).collection<{ n: number }>('anmodninger');
    expect(await igen.get('forudbetaling:tro-og-løfte/x')).toEqual({ n: 2 });
    await igen.delete('1');
    expect(await readdir(join(dir, 'store', 'anmodninger'))).toHaveLength(1);
  });

  it('moves records from the earlier one-file-per-collection layout', async () => {
    const dir = await tempDir();
    await mkdir(join(dir, 'store'), { recursive: true });
    await writeFile(join(dir, 'store', 'tekster.json'), JSON.stringify({ records: { a: 'gammel', b: 'også' } }));
    const tekster = new LowdbStore(dir).collection<string>('tekster');
    expect((await tekster.all()).sort()).toEqual(['gammel', 'også']);
    expect(await readdir(join(dir, 'store'))).not.toContain('tekster.json');
  });

  it('refuses collection names that could leave the store folder', async () => {
    const store = new LowdbStore(await tempDir());
    expect(() => store.collection('../x')).toThrow();
  });
});

describe('FileDocumentStore', () => {
  it('stores bytes as a content-addressed file, once', async () => {
    const dir = await tempDir();
    const documents = new FileDocumentStore(dir);
    const bytes = new TextEncoder().encode('%PDF-1.4 faktura');
    const ref = await documents.put(bytes, 'application/pdf');
    const again = await documents.put(bytes, 'application/pdf');
    expect(again).toEqual(ref);
    expect(ref.size).toBe(bytes.byteLength);
    expect(await documents.get(ref.sha256)).toEqual(bytes);
    expect(await readdir(join(dir, 'documents', ref.sha256.slice(0, 2)))).toEqual([ref.sha256]);
  });

  it('deletes a file, and ignores one that is gone or an id that is no sha256', async () => {
    const dir = await tempDir();
    const documents = new FileDocumentStore(dir);
    const ref = await documents.put(new TextEncoder().encode('%PDF-1.4 kladde'), 'application/pdf');
    await documents.delete(ref.sha256);
    expect(await documents.get(ref.sha256)).toBeUndefined();
    expect(await readdir(join(dir, 'documents', ref.sha256.slice(0, 2)))).toEqual([]);
    await documents.delete(ref.sha256);
    await documents.delete('0'.repeat(64));
    await writeFile(join(dir, 'behold'), 'x');
    await documents.delete('../behold');
    expect(await readdir(dir)).toContain('behold');
  });

  it('answers undefined for unknown or malformed ids', async () => {
    const documents = new FileDocumentStore(await tempDir());
    expect(await documents.get('0'.repeat(64))).toBeUndefined();
    expect(await documents.get('../../etc/passwd')).toBeUndefined();
  });
});
