import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const main = resolve(import.meta.dirname, 'main.ts');

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env['PATH'] ?? '', DATA_DIR: mkdtempSync(join(tmpdir(), 'fond-main-')), PORT: '0', ...env },
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

  it('refuses to start with the demo admin credentials', () => {
    const result = start({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Demo-adgangskoder må ikke bruges i produktion');
  });
});
