import type { BrowserContext, Page } from 'playwright-core';
import { startBrowser } from '../web/e2e/chromium';

/**
 * Records in the page, with the Performance API clock, when an element matching the selector
 * first exists: the time from navigation the person waits, without the test driver's polling.
 */
async function maalFoersteElement(context: BrowserContext, selector: string) {
  await context.addInitScript((s) => {
    const w = window as unknown as { __foerste?: number };
    new MutationObserver((_m, observer) => {
      if (w.__foerste === undefined && document.querySelector(s)) {
        w.__foerste = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const foersteElementMs = async (side: Page) =>
  Math.round(await side.evaluate(() => (window as unknown as { __foerste: number }).__foerste));

/** Two pages as a person meets them: the admin work-shortage list, and the employee wizard's first step. */
export async function maalBrowser(base: string, accessToken: string) {
  const browser = await startBrowser();
  try {
    const admin = await browser.newContext({ baseURL: base });
    await admin.addInitScript((token) => {
      localStorage.setItem('fondsportal.admin.token', JSON.stringify({ accessToken: token, refreshToken: 'bench' }));
    }, accessToken);
    await maalFoersteElement(admin, 'tbody tr');
    const side = await admin.newPage();
    // The secretariat reaches the list from the admin front page, in a browser already running.
    await side.goto('/app/admin');
    await side.waitForLoadState('networkidle');
    await side.goto('/app/admin/arbejdsmangel/ansoegning');
    await side.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    const listeFoersteRaekkerMs = await foersteElementMs(side);

    const foerste = await side.locator('tbody tr').first().textContent();
    // A string, not a function: tsx would add helpers to a function that do not exist in the page.
    const sorteringMs = (await side.evaluate(`(async (foer) => {
      const knap = [...document.querySelectorAll('th button')].find((b) => (b.textContent || '').includes('Ansøgningsdato'));
      const t0 = performance.now();
      knap.click();
      await new Promise((klar) => {
        const tjek = () => (document.querySelector('tbody tr')?.textContent !== foer ? klar() : requestAnimationFrame(tjek));
        tjek();
      });
      return Math.round(performance.now() - t0);
    })(${JSON.stringify(foerste)})`)) as number;

    const loenmodtager = await browser.newContext({ baseURL: base });
    const guide = await loenmodtager.newPage();
    await guide.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=/app');
    await guide.getByRole('button', { name: 'Lars Nielsen' }).click();
    await guide.waitForURL('**/app');
    await maalFoersteElement(loenmodtager, 'input[type=checkbox]');
    await guide.goto('/app/forudbetaling/anmod');
    await guide.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    const guideKlarMs = await foersteElementMs(guide);
    return { listeFoersteRaekkerMs, sorteringMs, guideKlarMs };
  } finally {
    await browser.close();
  }
}
