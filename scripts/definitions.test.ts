import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const koer = (args: string[], dataDir: string) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((ok) => {
    const p = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'definitions.ts'), ...args], {
      env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir },
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.on('exit', (status) => ok({ status, stdout, stderr }));
  });

const laes = (mappe: string, sti: string) => JSON.parse(readFileSync(join(mappe, sti), 'utf8')) as Record<string, Record<string, unknown>>;
const FELTER = 'schemas/felter.schema.json';
const ARBEJDSGANG = 'workflows/arbejdsmangel-ansoegning.machine.json';

describe('npm run definitions:export / definitions:import', () => {
  it('exports the live version as files, imports a changed folder as a published version, and refuses to publish one with a mistake', async () => {
    const data = mkdtempSync(join(tmpdir(), 'fond-def-data-'));
    const v1 = mkdtempSync(join(tmpdir(), 'fond-def-v1-'));
    const eksport = await koer(['export', v1], data);
    expect(eksport).toMatchObject({ status: 0, stdout: expect.stringContaining('Version 1') });
    const repo = resolve(import.meta.dirname, '..');
    expect(laes(v1, FELTER)).toEqual(laes(repo, FELTER));
    expect(laes(v1, 'content/ui/forudbetaling.json')).toEqual(laes(repo, 'content/ui/forudbetaling.json'));

    const felter = laes(v1, FELTER);
    felter['definitions']!['fakturanummer'] = { type: 'string', minLength: 2, maxLength: 20, pattern: '^\\S+$' };
    writeFileSync(join(v1, FELTER), JSON.stringify(felter));
    const ind = await koer(['import', v1, '--udgiv', 'Uden mellemrum', '--af', 'analytiker'], data);
    expect(ind.stderr).toBe('');
    expect(ind).toMatchObject({ status: 0, stdout: expect.stringContaining(`1 ændrede filer: ${FELTER}`) });
    expect(ind.stdout).toContain('Udgivet som version 2.');

    const fejlMappe = mkdtempSync(join(tmpdir(), 'fond-def-fejl-'));
    expect((await koer(['export', fejlMappe], data)).status).toBe(0);
    expect(laes(fejlMappe, FELTER)['definitions']!['fakturanummer']).toMatchObject({ pattern: '^\\S+$' });
    const arbejdsgang = laes(fejlMappe, ARBEJDSGANG);
    arbejdsgang['initial'] = 'FindesIkke' as never;
    writeFileSync(join(fejlMappe, ARBEJDSGANG), JSON.stringify(arbejdsgang));
    const afvist = await koer(['import', fejlMappe, '--udgiv', 'Forkert'], data);
    expect(afvist.status).toBe(1);
    expect(afvist.stderr).toContain('Udkastet er gemt, men ikke udgivet');
    expect(afvist.stderr).toContain(`${ARBEJDSGANG}: starttilstanden "FindesIkke" findes ikke`);

    // Version 1 is still there to export, and version 2 is still live.
    const igen = mkdtempSync(join(tmpdir(), 'fond-def-igen-'));
    expect((await koer(['export', igen, '--version', '1'], data)).stdout).toContain('Version 1');
    expect(laes(igen, FELTER)).toEqual(laes(repo, FELTER));
    expect((await koer(['export', igen], data)).stdout).toContain('Version 2');
  });
});
