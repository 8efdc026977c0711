import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFINITIONSMAPPER } from '../engine/definitioner';

const main = resolve(import.meta.dirname, 'main.ts');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-main-')), PORT: '0', LOG_LEVEL: 'info', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('server start in production', () => {
  it('refuses to start without SESSION_SECRET', () => {
    const result = start({ NODE_ENV: 'production' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('SESSION_SECRET skal være sat');
  });

  it('refuses to start with the demo admin credentials and the demo citizen login', () => {
    const result = start({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Demo-adgangskoder må ikke bruges i produktion');
    expect(result.stdout).toContain('Demo-login for borgere og virksomheder må ikke bruges i produktion');
  });

  const oidc = {
    OIDC_BORGER_ISSUER: 'https://fond.broker.example',
    OIDC_BORGER_CLIENT_ID: 'portal',
    OIDC_BORGER_CLIENT_SECRET: 'hemmelig',
    OIDC_ADMIN_ISSUER: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
    OIDC_ADMIN_CLIENT_ID: 'portal-admin',
    OIDC_ADMIN_CLIENT_SECRET: 'hemmelig',
  };

  it('refuses a loopback http:// issuer', () => {
    const result = start({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ...oidc, OIDC_BORGER_ISSUER: 'http://127.0.0.1:4000' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('OIDC_BORGER_ISSUER skal være en https://-adresse, når NODE_ENV=production.');
  });

  it('starts with MitID and Entra ID set up, the demo accounts then unused', async () => {
    const { spawn } = await import('node:child_process');
    const env = {
      PATH: process.env['PATH'] ?? '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-main-')),
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      ...oidc,
    };
    const server = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((klar, fejl) => {
        server.stdout.on('data', (d: Buffer) => d.toString().includes('kører på') && klar());
        server.once('exit', (kode) => fejl(new Error(`serveren stoppede med ${kode}`)));
      });
    } finally {
      server.kill('SIGTERM');
    }
  });
});

describe('settings', () => {
  it('refuses a DRAFT_RETENTION_DAYS that is not a number above 0, naming it', () => {
    for (const vaerdi of ['0', '-3', 'tredive']) {
      const result = start({ DRAFT_RETENTION_DAYS: vaerdi });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`DRAFT_RETENTION_DAYS skal være et tal over 0 (fik '${vaerdi}')`);
    }
  });
});

describe('settings: four eyes', () => {
  it('refuses a DEFINITIONER_FIRE_OEJNE that is not true or false, naming it (a typo must not turn it off)', () => {
    const result = start({ DEFINITIONER_FIRE_OEJNE: 'nej' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("DEFINITIONER_FIRE_OEJNE skal være true eller false (fik 'nej')");
  });
});

describe('one server per data directory', () => {
  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const { spawn } = await import('node:child_process');
    const dataDir = mkdtempSync(join(tmpdir(), 'fond-laas-'));
    const env = { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'info' };
    const foerste = spawn(process.execPath, ['--import', 'tsx', main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((klar, fejl) => {
        foerste.stdout.on('data', (d: Buffer) => d.toString().includes('kører på') && klar());
        foerste.once('exit', () => fejl(new Error('første server stoppede')));
      });
      const anden = spawnSync(process.execPath, ['--import', 'tsx', main], { env, encoding: 'utf8', timeout: 20_000 });
      expect(anden.status).not.toBe(0);
      expect(anden.stderr).toContain('bruges allerede af en anden server');
    } finally {
      foerste.kill('SIGTERM');
    }
  });
});

describe('definitions that do not load', () => {
  it('stop the start, naming the file and the problem, before the server listens', () => {
    const rod = resolve(import.meta.dirname, '..');
    const dir = mkdtempSync(join(tmpdir(), 'fond-definitioner-'));
    try {
      for (const mappe of DEFINITIONSMAPPER) cpSync(join(rod, mappe), join(dir, mappe), { recursive: true });
      const fil = join(dir, 'workflows', 'arbejdsmangel-ansoegning.machine.json');
      writeFileSync(fil, readFileSync(fil, 'utf8').replace('"target": "Udbetalt"', '"target": "Udbetalt", "guard": "erBetalt"'));
      const result = start({ NODE_ENV: 'test', DEFINITIONS_DIR: dir });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Definitionerne kan ikke indlæses (1 fejl):');
      expect(result.stderr).toContain('workflows/arbejdsmangel-ansoegning.machine.json: betingelsen (guard) "erBetalt" findes ikke');
      expect(result.stdout).not.toContain('kører på');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
