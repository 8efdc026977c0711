import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeBrud, beskrivBrud } from './axe';
import { newPage, startBrowser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Issue 34: /app/findes-ikke answered 200 with the app's shell, so crawlers and monitoring saw a page.
describe('an address the app does not know', () => {
  it('answers 404 with the Danish not-found page, which passes axe and leads back to the start page', async () => {
    const page = await newPage(browser);
    const svar = await page.goto('/app/findes-ikke');
    expect(svar?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Siden findes ikke' }).waitFor();
    expect(await page.title()).toContain('Siden findes ikke');
    const brud = await axeBrud(page);
    expect(brud, beskrivBrud('/app/findes-ikke', brud)).toEqual([]);
    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('heading', { level: 1, name: /^Velkommen til/ }).waitFor();
  });

  it("answers a screen's address with its parameters 200", async () => {
    const page = await newPage(browser);
    for (const sti of ['/app/forudbetaling/anmodning/1', '/app/admin/arbejdsmangel/ansoegning/1', '/app/virksomhed/arbejdsmangel/anmod']) {
      // Asked as the browser asks for a page; the app's own redirects (to a login) come after.
      const svar = await page.request.get(sti, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
      expect(svar.status(), sti).toBe(200);
      expect(await svar.text(), sti).toContain('<div id="root">');
    }
  });

  it("shows the app's own not-found screen on navigation inside the app", async () => {
    const page = await newPage(browser);
    await page.goto('/app');
    await page.getByRole('heading', { level: 1, name: /^Velkommen til/ }).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/app/findes-ikke');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Siden findes ikke' }).waitFor();
    await page.getByRole('link', { name: 'Gå til forsiden' }).waitFor();
  });
});
