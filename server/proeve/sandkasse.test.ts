import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../mail/mailer';
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

describe('what runs after a commit in a try-out', () => {
  it("cleans up a submitted draft's files in the sandbox, never the real documents", async () => {
    const api = testApp();
    const sandkasse = nySandkasse();
    const bytes = Buffer.from('%PDF-1.4 kladdens faktura');
    const dataUri = `data:application/pdf;name=faktura.pdf;base64,${bytes.toString('base64')}`;
    // The same file is a real document too (a real case's, say).
    const { sha256 } = await api.deps.documents.put(bytes, 'application/pdf');
    const ejer = { type: 'loenmodtager' as const, id: '1111111118' };
    await iSandkasse(sandkasse, async () => {
      await api.services.kladder.gem('forudbetaling', ejer, { data: { faktura: { dokument: { dataUri } } } });
      await api.services.kladder.afslut('forudbetaling', ejer);
      // A later turn of the drafts waits for the clean-up.
      await api.services.kladder.slet('arbejdsmangel', ejer);
    });
    expect(await sandkasse.documents.get(sha256)).toBeUndefined();
    expect(await api.deps.documents.get(sha256)).toBeDefined();
  });

  it("never sends a sandbox's outbox: a mail queued in a try-out stays there, and the real outbox's worker sends the real one", async () => {
    const api = testApp();
    const sandkasse = nySandkasse();
    const mail: Mail = { til: 'a@example.com', emne: 'Prøve', html: '<p>Hej</p>', sag: { type: 'anmodning', id: 1 } };
    await iSandkasse(sandkasse, () => api.deps.mailer.send(mail));
    await api.deps.mailer.ledig();
    expect(await sandkasse.store.collection('mails').all()).toEqual([]);
    expect(await api.deps.store.collection('mails').all()).toEqual([]);
    expect(await sandkasse.store.collection('udbakke').all()).toHaveLength(1);
  });
});
