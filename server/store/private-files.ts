import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * DATA_DIR holds CPR numbers, invoices, e-mails and secrets: only the server's own user may read it.
 * Every folder under it is made 0700 and every file 0600, set explicitly rather than left to the umask
 * (a shell's 022 or a container's 000 would make them readable to all).
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Makes the folder (and any missing parents) readable to the owner only; an existing one it owns is tightened too. */
export function privateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/** As privateDirSync, without blocking. */
export async function privateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  await chmod(dir, PRIVATE_DIR);
}
