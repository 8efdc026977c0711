import { createHash } from 'node:crypto';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDir } from './durable-json-file';
import { PRIVATE_FILE, privateDir } from './private-files';

/** What the store keeps about an uploaded document; the bytes live in a file of their own. */
export interface DocumentRef {
  sha256: string;
  size: number;
  contentType: string;
}

/** Uploaded documents (invoices), never inside the JSON records. */
export interface DocumentStore {
  put(bytes: Uint8Array, contentType: string): Promise<DocumentRef>;
  get(sha256: string): Promise<Uint8Array | undefined>;
  /** Removes the file; the caller has made sure no record refers to it any more (the same file is stored once). */
  delete(sha256: string): Promise<void>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Content-addressed files under DATA_DIR/documents/ab/abcdef…: the same file is stored once. */
export class FileDocumentStore implements DocumentStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'documents');
  }

  async put(bytes: Uint8Array, contentType: string): Promise<DocumentRef> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const ref = { sha256, size: bytes.byteLength, contentType };
    const file = this.path(sha256);
    if (await exists(file)) return ref;
    const folder = join(this.dir, sha256.slice(0, 2));
    await privateDir(this.dir);
    await privateDir(folder);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    const handle = await open(tmp, 'wx', PRIVATE_FILE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
    await fsyncDir(folder);
    return ref;
  }

  async get(sha256: string): Promise<Uint8Array | undefined> {
    if (!SHA256.test(sha256)) return undefined;
    try {
      return new Uint8Array(await readFile(this.path(sha256)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(sha256: string): Promise<void> {
    if (!SHA256.test(sha256)) return;
    await rm(this.path(sha256), { force: true });
    await fsyncDir(join(this.dir, sha256.slice(0, 2))).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }

  private path(sha256: string): string {
    return join(this.dir, sha256.slice(0, 2), sha256);
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
