import { cp, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { privateDir } from '../server/store/private-files';

/** npm run restore -- BACKUP: puts a backup back as DATA_DIR. The server must be stopped first. */
const kilde = process.argv[2];
if (!kilde) {
  console.error('Angiv sikkerhedskopien: npm run restore -- backups/<tidspunkt>');
  process.exit(1);
}
const dataDir = resolve(process.env['DATA_DIR'] ?? 'data');
const laas = await readFile(join(dataDir, 'store.lock'), 'utf8').catch(() => undefined);
if (laas) {
  if (koerer(Number(laas))) {
    console.error(`Serveren (pid ${laas.trim()}) bruger ${dataDir}. Stop den, før du genskaber.`);
    process.exit(1);
  }
}
await stat(join(resolve(kilde), 'store')).catch(() => {
  console.error(`${kilde} ligner ikke en sikkerhedskopi (der er ingen store-mappe).`);
  process.exit(1);
});
await rm(dataDir, { recursive: true, force: true });
await cp(resolve(kilde), dataDir, { recursive: true });
// A copy taken before DATA_DIR was made private is closed to others too.
await privateDir(dataDir);
console.log(`${dataDir} er genskabt fra ${kilde}`);

function koerer(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
