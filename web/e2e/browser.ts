import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export { CHROMIUM, startBrowser } from './chromium';

/** A new page in a fresh context (own cookies and localStorage), Danish locale, at the test server (or another). */
export async function newPage(browser: Browser, baseURL: string = inject('baseUrl')): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  return context.newPage();
}
