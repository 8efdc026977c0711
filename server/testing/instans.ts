import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ledigPort } from './ledig-port';

const main = resolve(import.meta.dirname, '../main.ts');

export interface Instans {
  base: string;
  dataDir: string;
  proces: ChildProcess;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL, and waits for the exit. */
  draeb(): Promise<void>;
}

/** The real server as a process of its own (as `npm start` runs it, without the web build), answered once it answers. */
export async function startInstans(env: Record<string, string>, port?: number): Promise<Instans> {
  const p = port ?? (await ledigPort());
  const dataDir = env['DATA_DIR'] ?? mkdtempSync(join(tmpdir(), 'fond-instans-'));
  // The API needs no web build; a stand-in page lets /app answer without one.
  const webDir = mkdtempSync(join(tmpdir(), 'fond-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><html lang="da"><title>Fondsportalen</title></html>');
  const proces = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_ACCOUNT_FAILURES: '1000000',
      WEB_DIR: webDir,
      ...env,
      DATA_DIR: dataDir,
      PORT: String(p),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${p}`;
  const slut = (signal: NodeJS.Signals) => async () => {
    if (proces.exitCode !== null || proces.signalCode !== null) return;
    const exit = new Promise((r) => proces.once('exit', r));
    proces.kill(signal);
    await exit;
  };
  const instans = { base, dataDir, proces, stop: slut('SIGTERM'), draeb: slut('SIGKILL') };
  for (let i = 0; i < 600; i++) {
    if (proces.exitCode !== null) throw new Error(`The server exited with ${proces.exitCode}`);
    try {
      if ((await fetch(`${base}/api/loginStatus.aspx`)).ok) return instans;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  await instans.draeb();
  throw new Error('The server did not come up');
}
