import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { FileDocumentStore } from '../store/documents';
import { LowdbStore } from '../store/lowdb-store';
import { iSandkasse, type Sandkasse } from './sandkasse';

const nySandkasse = (): Sandkasse => {
  const mappe = mkdtempSync(join(tmpdir(), 'fond-sandkasse-test-'));
  return { store: new LowdbStore(mappe), documents: new FileDocumentStore(mappe) };
};

describe('the collections that stay real in a try-out', () => {
  it("keep a text and its history together in the real store: a text saved in a try-out is in the real text's history", async () => {
    const api = testApp();
    const sandkasse = nySandkasse();
    await iSandkasse(sandkasse, () =>
      api.services.tekster.gem('prøve.hilsen', { type: 'text', indhold: 'Hej', beskrivelse: 'En hilsen' }, 'admin'),
    );
    expect(await api.deps.store.collection('tekster').get('prøve.hilsen')).toBeDefined();
    expect(await api.deps.store.collection('teksthistorik').get('prøve.hilsen')).toBeDefined();
    expect(await sandkasse.store.collection('teksthistorik').all()).toEqual([]);
  });
});
