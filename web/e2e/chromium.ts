import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Headless, without any network of its own. */
export const CHROMIUM_FLAG = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A missing browser fails the run (never a skip): install it with `apt-get install -y chromium`, as npm test's pretest does (scripts/pretest.ts). */
export function kraevChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium mangler på ${CHROMIUM}: kør 'apt-get update && apt-get install -y chromium' (det gør npm test selv som root).`,
    );
  }
}

/** Debian's Chromium, headless, driven by Playwright. */
export async function startBrowser(): Promise<Browser> {
  kraevChromium();
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAG });
}
