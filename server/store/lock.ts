import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE } from './private-files';

/**
 * One writing server per data directory: a lock file holding the owner's pid. A second process
 * is refused with a clear message; a lock left by a process that no longer runs is taken over.
 */
export function laasDataMappe(dataDir: string): () => void {
  const fil = join(dataDir, 'store.lock');
  for (let forsoeg = 0; forsoeg < 2; forsoeg++) {
    try {
      const fd = openSync(fil, 'wx', PRIVATE_FILE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(fil, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ejer = Number(readFileSync(fil, 'utf8').trim());
      if (ejer === process.pid) return () => rmSync(fil, { force: true });
      if (koerer(ejer)) {
        const besked = `Datamappen ${dataDir} bruges allerede af en anden server (pid ${ejer}). Stop den, eller brug en anden DATA_DIR.`;
        throw new Error(besked, { cause: error });
      }
      rmSync(fil, { force: true });
    }
  }
  throw new Error(`Kunne ikke låse datamappen ${dataDir}.`);
}

function koerer(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
