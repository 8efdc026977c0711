import { open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import type { Adapter } from 'lowdb';
import { PRIVATE_FILE } from './private-files';

/**
 * A lowdb adapter whose write is acknowledged only when the data is on disk: the JSON is
 * written to a temporary file, fsynced and renamed over the old one (write-file-atomic),
 * then the directory is fsynced so the rename itself survives a crash. lowdb's own
 * JSONFile adapter renames without fsync.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(private readonly file: string) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(data: T): Promise<void> {
    await writeFileAtomic(this.file, JSON.stringify(data), { fsync: true, mode: PRIVATE_FILE });
    await fsyncDir(dirname(this.file));
  }
}

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
