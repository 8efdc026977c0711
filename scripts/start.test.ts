import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { nyDatabase } from '../server/testing/postgres';

const rod = resolve(import.meta.dirname, '..');
const pakke = JSON.parse(readFileSync(join(rod, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/** One step of `npm start`, run by the shell in the repository as npm runs it, with this environment. */
function trin(kommando: string, env: Record<string, string>, naarKlar?: string) {
  return new Promise<{ status: number | null; ud: string }>((ok) => {
    const p = spawn('sh', ['-c', kommando], {
      cwd: rod,
      env: { PATH: `${join(rod, 'node_modules', '.bin')}:${process.env['PATH'] ?? ''}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ud = '';
    const laes = (d: Buffer) => {
      ud += d.toString();
      // A server runs until stopped: it has done its part once it says it is running.
      if (naarKlar && ud.includes(naarKlar)) p.kill('SIGTERM');
    };
    p.stdout.on('data', laes);
    p.stderr.on('data', laes);
    p.on('exit', (status) => ok({ status: naarKlar && ud.includes(naarKlar) ? 0 : status, ud }));
  });
}

describe('npm start on an empty PostgreSQL database', () => {
  it('checks the definitions and starts the server, which migrates the database (README: db:migrate is optional)', async () => {
    const url = await nyDatabase(inject('databaseUrl'), { migreret: false });
    const env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-start-')), PORT: '0', LOG_LEVEL: 'info' };
    // npm start's steps; the build makes only dist/ (no database), so it is left to the browser tests' own build.
    const steps = pakke.scripts['start']!.split('&&').map((s) => s.trim());
    expect(steps.slice(0, 2)).toEqual(['npm run check:definitions', 'npm run build']);
    expect(steps).toHaveLength(3);

    const tjek = await trin(steps[0]!, env);
    expect(tjek.ud).not.toContain('does not exist');
    expect(tjek.status, tjek.ud).toBe(0);

    const server = await trin(steps[2]!, env, 'kører på');
    expect(server.status, server.ud).toBe(0);
    // The server has migrated it, and the check passes again on the migrated database.
    expect((await trin(steps[0]!, env)).status).toBe(0);
  }, 120_000);
});
