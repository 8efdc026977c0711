import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { fakturaPdf } from '../../server/testing/faktura';
import { startBrowser } from './browser';
import { startServer, type TestServer } from './server';

export interface EgenServer {
  server: TestServer;
  browser: Browser;
  /** The path of the invoice of server/testing/faktura.ts (the scan reads KN-2026-0417, CVR 35124004 and an FI line). */
  faktura: string;
}

/**
 * For a test file that needs a server of its own (fresh demo data, its own settings), a browser and
 * the invoice PDF under `filnavn` in a temp folder: made before the file's tests, handed to `saet`,
 * and torn down after them.
 */
export function egenServer(filnavn: string, saet: (opstilling: EgenServer) => void, env: Record<string, string> = {}): void {
  let mappe = '';
  let opstilling: EgenServer | undefined;
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(env), startBrowser()]);
    mappe = mkdtempSync(join(tmpdir(), 'fond-e2e-'));
    const faktura = join(mappe, filnavn);
    writeFileSync(faktura, await fakturaPdf());
    opstilling = { server, browser, faktura };
    saet(opstilling);
  });
  afterAll(async () => {
    await opstilling?.browser.close();
    await opstilling?.server.stop();
    if (mappe) rmSync(mappe, { recursive: true, force: true });
  });
}
