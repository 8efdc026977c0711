import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A checkout of an earlier commit with its own build: the "before" a bench measures beside today's, in the same run. */
export interface Foer {
  ref: string;
  rod: string;
  webDir: string;
  ryd: () => void;
}

/**
 * Checks out `ref` (a commit, branch or tag) in a temporary worktree sharing this checkout's
 * node_modules, generates its contract types and builds its web app, as npm ci and npm start do there.
 */
export function bygFoer(rod: string, ref: string, log: (tekst: string) => void): Foer {
  const mappe = mkdtempSync(join(tmpdir(), 'fond-bench-foer-'));
  const kode = join(mappe, 'kode');
  execFileSync('git', ['worktree', 'add', '--detach', kode, ref], { cwd: rod, stdio: 'ignore' });
  const ryd = () => {
    execFileSync('git', ['worktree', 'remove', '--force', kode], { cwd: rod, stdio: 'ignore' });
    rmSync(mappe, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(rod, 'node_modules'), join(kode, 'node_modules'), 'dir');
    log(`Bygger ${ref} til sammenligning`);
    execFileSync('npm', ['run', 'prepare', '--silent'], { cwd: kode, stdio: 'ignore' });
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: kode, stdio: 'inherit' });
    return { ref, rod: kode, webDir: join(kode, 'dist/web'), ryd };
  } catch (fejl) {
    ryd();
    throw fejl;
  }
}
