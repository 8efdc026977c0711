import { createHash } from 'node:crypto';
import type { DocumentRef, DocumentStore } from '../documents';
import type { PgStore } from './pg-store';

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Uploaded documents as bytea, content-addressed: the same file is stored once, whichever instance
 * got it. Inside a store transaction the file is written in it, so it commits (one fsync) with the
 * record that points to it, and is never there without it.
 */
export class PgDocumentStore implements DocumentStore {
  constructor(private readonly store: PgStore) {}

  async put(bytes: Uint8Array, contentType: string): Promise<DocumentRef> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await this.store.query(
      'INSERT INTO documents (sha256, content_type, size, bytes) VALUES ($1, $2, $3, $4) ON CONFLICT (sha256) DO NOTHING',
      [sha256, contentType, bytes.byteLength, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
    );
    return { sha256, size: bytes.byteLength, contentType };
  }

  async get(sha256: string): Promise<Uint8Array | undefined> {
    if (!SHA256.test(sha256)) return undefined;
    const { rows } = await this.store.query<{ bytes: Buffer }>('SELECT bytes FROM documents WHERE sha256 = $1', [sha256]);
    return rows[0] ? new Uint8Array(rows[0].bytes) : undefined;
  }

  async delete(sha256: string): Promise<void> {
    if (!SHA256.test(sha256)) return;
    await this.store.query('DELETE FROM documents WHERE sha256 = $1', [sha256]);
  }
}
