import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeBrud, beskrivBrud } from './axe';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { trin } from './guide';
import type { TestServer } from './server';

// Seconds, so the test runs fast: a session ends after 30 s without activity, and the page warns 15 s before.
// (Shorter, a loaded machine can take that long between two steps: kladde-session.test.ts.)
const IDLE_S = 30;
const ADVARSEL_S = 15;
let server: TestServer;
let browser: Browser;
egenServer('faktura.pdf', (o) => ({ server, browser } = o), {
  SESSION_IDLE_MINUTES: String(IDLE_S / 60),
  SESSION_WARNING_SECONDS: String(ADVARSEL_S),
});

const erLoggetInd = async (page: Page) =>
  ((await (await page.request.get('/api/loginStatus.aspx')).json()) as { data: { type: string | null } }).data.type !== null;

const fokusIDialogen = (page: Page) =>
  page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) ?? false);

describe('the warning before a session ends, in the wizard', () => {
  it('warns, keeps the session on "Forbliv logget ind", and after the timeout brings the person back to the step with the data', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/forudbetaling/anmod')}`);
    await page.getByRole('button', { name: 'Sofie Andersen' }).click();
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('5.600');
    await page.getByLabel('Startdato').fill('2027-02-01');
    await page.getByLabel('Slutdato').fill('2027-02-05');

    // The person leaves the page be: the warning comes, in a dialog that has the focus.
    const advarsel = page.getByRole('dialog', { name: 'Du bliver snart logget ud' });
    await advarsel.waitFor({ timeout: IDLE_S * 1000 });
    await expect.poll(() => fokusIDialogen(page)).toBe(true);
    expect(await advarsel.textContent()).toMatch(/Om \d+ sekunder bliver du logget ud/);
    // What was typed is saved as the draft at the warning, whatever its quiet time.
    await page.getByText(/^Kladde gemt/).waitFor();
    expect(beskrivBrud('advarslen', await axeBrud(page))).toBe('');

    // With the keyboard alone.
    const forbliv = page.getByRole('button', { name: 'Forbliv logget ind' });
    for (let i = 0; i < 5 && !(await forbliv.evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await advarsel.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByLabel('Slutdato').evaluate((e) => e === document.activeElement)).toBe(true);

    // The next warning comes after the end the first one announced: the session lived on.
    await advarsel.waitFor({ timeout: IDLE_S * 1000 });
    expect(await erLoggetInd(page)).toBe(true);

    // This time the person does nothing: the session ends, and the dialog says so.
    const udloebet = page.getByRole('dialog', { name: 'Du er blevet logget ud' });
    await udloebet.waitFor({ timeout: (ADVARSEL_S + 5) * 1000 });
    expect(await erLoggetInd(page)).toBe(false);
    expect(beskrivBrud('udløbet', await axeBrud(page))).toBe('');
    await udloebet.getByRole('button', { name: 'Log ind igen' }).click();

    await page.waitForURL('**/fonditlogin?**');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toMatch(/^\/app\/forudbetaling\/anmod/);
    await page.getByRole('button', { name: 'Sofie Andersen' }).click();
    await page.waitForURL((url) => url.pathname === '/app/forudbetaling/anmod');
    await trin(page, 'Pris og periode');
    expect(await page.getByLabel('Pris').inputValue()).toMatch(/^5\.600/);
    expect(await page.getByLabel('Startdato').inputValue()).toBe('2027-02-01');
    expect(await page.getByLabel('Slutdato').inputValue()).toBe('2027-02-05');
  }, 150_000);
});
