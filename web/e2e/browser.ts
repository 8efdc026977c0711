import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM, startBrowser } from './chromium';

/** A new page in a fresh context (own cookies and localStorage), Danish locale, at the test server. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  return context.newPage();
}
