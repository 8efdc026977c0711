import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { tilTroOgLove, trin } from './guide';
import type { TestServer } from './server';

// A session ends after 30 seconds without a call, so the test can let one run out; shorter, a loaded CI machine
// took that long between two steps and lost the session before the test meant it to (seen at 15 s).
const IDLE_MS = 30_000;
let server: TestServer;
let browser: Browser;
let faktura: string;
// Without the warning before the end (SESSION_WARNING_SECONDS=0): its dialog would stand before the page, and
// this file is about what a call answered 401 does (session-advarsel.test.ts is about the warning).
egenServer('faktura.pdf', (o) => ({ server, browser, faktura } = o), {
  SESSION_IDLE_MINUTES: String(IDLE_MS / 60_000),
  SESSION_WARNING_SECONDS: '0',
});

const erLoggetInd = async (page: Page) =>
  ((await (await page.request.get('/api/loginStatus.aspx')).json()) as { data: { type: string | null } }).data.type !== null;

describe('a session that runs out in the middle of the wizard', () => {
  it('loses nothing: after a new login the person is back on Tro og love with everything, the last tick included, and submits', async () => {
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
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');
    await page.getByLabel(/^Faktura\*?$/).setInputFiles(faktura);
    // The scan and the lookups are calls too: the session lives on while the person works.
    await expect.poll(() => page.getByLabel(/^Fakturanummer/).inputValue(), { timeout: 20_000 }).toBe('KN-2026-0417');
    await page.getByText('Kursuscenter Nord ApS').waitFor();
    await tilTroOgLove(page);
    await page.getByText(/^Kladde gemt/).waitFor();
    expect(await erLoggetInd(page)).toBe(true);

    // The person leaves the page be until the session has run out, then ticks and submits at once.
    await page.waitForTimeout(IDLE_MS + 3000);
    await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();

    // The 401 sends the browser to the login, which sends it back to the wizard.
    await page.waitForURL('**/fonditlogin?**');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/app/forudbetaling/anmod?trin=tro-og-love');
    await page.getByRole('button', { name: 'Sofie Andersen' }).click();
    await page.waitForURL((url) => url.pathname === '/app/forudbetaling/anmod');
    await trin(page, 'Tro og love');
    expect(await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Kontrollér dine oplysninger');
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Fakturaoplysninger');
    await page.getByText('faktura.pdf').waitFor();
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('KN-2026-0417');
    await tilTroOgLove(page);
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();
    expect((await page.request.get('/api/Kladde/forudbetaling')).status()).toBe(404);
  }, 120_000);

  it('gives nobody else the changes a tab kept for the person whose session ran out', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent('/app/forudbetaling/anmod')}`);
    await page.getByRole('button', { name: 'Lars Nielsen' }).click();
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.waitForTimeout(IDLE_MS + 3000);
    // Lars's first tick after his session ended: the save is answered 401 and the browser goes to the login.
    await page.getByRole('checkbox', { name: /CNC-programmering/ }).check();
    await page.waitForURL('**/fonditlogin?**', { timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('fondsportal:kladde:forudbetaling'))).toContain('CNC-programmering');

    // Mette logs in in the same tab: her wizard starts empty, and Lars's change is thrown away.
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.waitForURL((url) => url.pathname === '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(await page.getByRole('checkbox', { name: /CNC-programmering/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('fondsportal:kladde:forudbetaling'))).toBeNull();
  }, 120_000);
});
