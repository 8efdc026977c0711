import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { LowdbStore } from '../server/store/lowdb-store';

const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, script), ...args], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    encoding: 'utf8',
  });

describe('backup and restore', () => {
  it('copies the data directory and puts it back, private to its owner whatever the umask', async () => {
    // A permissive umask, which the scripts inherit.
    const umask = process.umask(0);
    onTestFinished(() => void process.umask(umask));
    const dataDir = mkdtempSync(join(tmpdir(), 'fond-data-'));
    const store = new LowdbStore(dataDir);
    await store.collection<string>('tekster').put('a', 'før');
    const backup = join(mkdtempSync(join(tmpdir(), 'fond-backup-')), 'kopi');
    const b = tsx('backup.ts', [backup], { DATA_DIR: dataDir });
    expect(b.status).toBe(0);
    expect(existsSync(join(backup, 'store.lock'))).toBe(false);
    const mode = (sti: string) => (statSync(sti).mode & 0o777).toString(8);
    expect([mode(backup), mode(join(backup, 'store', 'tekster', 'a.json'))]).toEqual(['700', '600']);

    // The running server (this process) holds the lock: restore must refuse.
    expect(tsx('restore.ts', [backup], { DATA_DIR: dataDir }).status).toBe(1);
    await store.collection<string>('tekster').put('a', 'efter');
    await store.close();

    const r = tsx('restore.ts', [backup], { DATA_DIR: dataDir });
    expect(r.status).toBe(0);
    const genskabt = new LowdbStore(dataDir);
    expect(await genskabt.collection<string>('tekster').get('a')).toBe('før');
    await genskabt.close();
    expect(readFileSync(join(dataDir, 'store', 'tekster', 'a.json'), 'utf8')).toContain('før');
  });
});
