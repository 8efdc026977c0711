import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ledigPort } from '../server/testing/ledig-port';

export { ledigPort };

const rod = resolve(import.meta.dirname, '..');
/** Where `vite build` writes the web app the server serves (the server's default WEB_DIR). */
export const WEB_DIR = join(rod, 'dist/web');

/** The server started as `npm start` starts it (the built web app must exist), from this checkout or another (`fra`). */
export function startServer(dataDir: string, port: number, databaseUrl?: string, fra = rod): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', join(fra, 'server/main.ts')], {
    cwd: fra,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      // As npm start sets it (package.json): glibc then gives every block of 128 kB or more back to the
      // system when freed, instead of raising that limit and keeping the request bodies' megabytes.
      MALLOC_MMAP_THRESHOLD_: '131072',
      LOG_LEVEL: 'warn',
      // The measured store holds only what the run makes (no demo cases: server/demo-sager).
      DEMO_SAGER: 'false',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function venter(url: string, init?: RequestInit, graense = 120_000): Promise<Response> {
  const slut = Date.now() + graense;
  while (Date.now() < slut) {
    try {
      const res = await fetch(url, init);
      if (res.ok) return res;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`Intet svar fra ${url}`);
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const linje = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return linje ? Math.round(Number(linje[1]) / 1024) : 0;
}

export async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}
