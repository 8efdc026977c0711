import { startBrowser } from '../web/e2e/chromium';

/** Two pages as a person meets them: the admin work-shortage list, and the employee wizard's first step. */
export async function maalBrowser(base: string, accessToken: string) {
  const browser = await startBrowser();
  try {
    const admin = await browser.newContext({ baseURL: base });
    await admin.addInitScript((token) => {
      localStorage.setItem('fondsportal.admin.token', JSON.stringify({ accessToken: token, refreshToken: 'bench' }));
    }, accessToken);
    const side = await admin.newPage();
    await side.goto('/app/admin/arbejdsmangel/ansoegning');
    await side.locator('tbody tr').first().waitFor({ timeout: 30_000 });
    const listeFoersteRaekkerMs = Math.round(await side.evaluate(() => performance.now()));

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
    await guide.goto('/app/forudbetaling/anmod');
    await guide.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
    const guideKlarMs = Math.round(await guide.evaluate(() => performance.now()));
    return { listeFoersteRaekkerMs, sorteringMs, guideKlarMs };
  } finally {
    await browser.close();
  }
}
