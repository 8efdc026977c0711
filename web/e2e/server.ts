import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ledigPort } from '../../server/testing/ledig-port';

const root = resolve(import.meta.dirname, '../..');

export interface TestServer {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it, on a free port (or env's PORT) and fresh data, reached and
 * known (PUBLIC_BASE_URL) as http://127.0.0.1:PORT, without the demo cases; env adds settings (DEFINITIONS_DIR, WEB_DIR, OIDC_*, DEMO_SAGER).
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = env['PORT'] ? Number(env['PORT']) : await ledigPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fond-e2e-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    // DEMO_SAGER=false: the tests count and find the cases they make themselves; a test of the demo cases asks for them (env).
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEMO_SAGER: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilUp(`${baseUrl}/api/loginStatus.aspx`, server);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((done) => server.once('exit', done));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Serveren stoppede med kode ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Serveren svarede ikke på ${url} inden for 30 s`);
}
