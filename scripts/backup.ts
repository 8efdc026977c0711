import { cp, readdir, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { privateDir } from '../server/store/private-files';

/**
 * npm run backup [-- DEST]: a consistent copy of DATA_DIR while the server runs. Every file is
 * written by atomic rename, so each copied file is whole; the copy is repeated until no file
 * changed while it was taken, so the set of files is one the store actually held.
 */
const dataDir = resolve(process.env['DATA_DIR'] ?? 'data');
const dest = resolve(process.argv[2] ?? join(process.env['BACKUP_DIR'] ?? 'backups', new Date().toISOString().replace(/[:.]/g, '-')));

async function fingeraftryk(dir: string): Promise<string> {
  const linjer: string[] = [];
  async function gaa(d: string) {
    for (const e of await readdir(d, { withFileTypes: true })) {
      const sti = join(d, e.name);
      if (e.isDirectory()) await gaa(sti);
      else if (e.isFile() && !e.name.endsWith('.tmp') && e.name !== 'store.lock') {
        const s = await stat(sti);
        linjer.push(`${relative(dir, sti)} ${s.size} ${s.mtimeMs}`);
      }
    }
  }
  await gaa(dir);
  return linjer.sort().join('\n');
}

for (let forsoeg = 1; forsoeg <= 10; forsoeg++) {
  const foer = await fingeraftryk(dataDir);
  await rm(dest, { recursive: true, force: true });
  // The copy is as private as DATA_DIR: its folder 0700, and cp keeps each file's 0600.
  await privateDir(dest);
  await cp(dataDir, dest, { recursive: true, filter: (kilde) => !kilde.endsWith('store.lock') && !kilde.endsWith('.tmp') });
  if ((await fingeraftryk(dataDir)) === foer) {
    console.log(`Sikkerhedskopi af ${dataDir} gemt i ${dest}`);
    process.exit(0);
  }
  console.log(`Data ændrede sig under kopieringen; prøver igen (${forsoeg}).`);
}
console.error('Data ændrede sig under hver kopiering; prøv igen, når der er mindre travlt.');
process.exit(1);
