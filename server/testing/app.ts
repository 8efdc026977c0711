import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { configFromEnv, type Config } from '../config';
import type { AppDeps } from '../deps';
import { defaultDeps } from '../deps-default';
import { createServices } from '../services';
import { PgStore } from '../store/postgres/pg-store';
import { inject } from 'vitest';
import { nyDatabaseSync } from './postgres';

/** A clock the test can move, so token and session expiry are tested without waiting. */
export class TestClock {
  constructor(private t = new Date('2026-11-22T09:00:00Z').getTime()) {}
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

/**
 * The real app on a fresh temporary data directory, for API tests through app.request(). In the
 * unit-postgres project (FOND_TEST_STORE=postgres) records and documents are in a fresh database.
 */
export function testApp(overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fond-api-'));
  // API tests do not need the built web app; a stand-in page lets /app answer without a build.
  const webDir = mkdtempSync(join(tmpdir(), 'fond-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="da"><title>Fondsportalen</title></html>');
  const databaseUrl = process.env['FOND_TEST_STORE'] === 'postgres' ? nyDatabaseSync(inject('databaseUrl')) : undefined;
  const config = {
    ...configFromEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_SECRET: 'test-secret' }),
    webDir,
    databaseUrl,
    ...overrides,
  };
  const clock = new TestClock();
  const deps: AppDeps = defaultDeps(config, clock.now);
  const services = createServices(deps);
  const app = createApp(deps, services);

  // Waits for e-mails sent after the answer, so a test finds them in the outbox.
  const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await deps.mailer.ledig();
    return res;
  };

  /** Logs in as a demo staff account (content/demo/admins.json; the password is the username) and answers the token pair. */
  async function adminLogin(brugernavn = 'admin'): Promise<{ accessToken: string; refreshToken: string }> {
    const res = await json('POST', '/api/auth/token', { brugernavn, adgangskode: brugernavn });
    if (res.status !== 200) throw new Error(`admin login answered ${res.status}`);
    return (await res.json()) as { accessToken: string; refreshToken: string };
  }

  /** Logs in through the demo login form and answers the session cookie to send back. */
  async function citizenLogin(loginHint: 'loenmodtager' | 'virksomhed', bruger: string): Promise<string> {
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      body: new URLSearchParams({ loginHint, bruger, returnUrl: '/app' }),
    });
    const cookie = res.headers.get('Set-Cookie');
    if (res.status !== 302 || !cookie) throw new Error(`login answered ${res.status}`);
    return cookie.split(';')[0]!;
  }

  /** The sha256 of every stored document, from the files or the database the test runs on. */
  async function dokumenter(): Promise<string[]> {
    if (deps.store instanceof PgStore)
      return (await deps.store.pool.query<{ sha256: string }>('SELECT sha256 FROM documents ORDER BY 1')).rows.map((r) => r.sha256);
    const dir = join(dataDir, 'documents');
    const mapper = await readdir(dir).catch(() => [] as string[]);
    return (await Promise.all(mapper.map((m) => readdir(join(dir, m))))).flat().sort();
  }

  return { app, deps, services, clock, dataDir, json, adminLogin, citizenLogin, dokumenter };
}
