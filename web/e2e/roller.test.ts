import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';
import { rullerSidelaens } from './smal-skaerm';

let browser: Browser;
beforeAll(async () => {
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const punkter = [
  'Forudbetalinger til behandling',
  'Alle anmodninger',
  'Betalingsordrer',
  'Ansøgninger om arbejdsmangel',
  'Overblik',
  'Tekster',
  'Arbejdsgange',
  'Formularer',
  'Definitioner',
  'Webhooks',
];

describe('the demo account of each role sees the admin screens its role may use', () => {
  it.each([
    ['admin', 'Administrator', punkter],
    [
      'sagsbehandler',
      'Sagsbehandler',
      [
        'Forudbetalinger til behandling',
        'Alle anmodninger',
        'Betalingsordrer',
        'Ansøgninger om arbejdsmangel',
        'Overblik',
        'Arbejdsgange',
        'Formularer',
      ],
    ],
    ['tekstredaktoer', 'Tekstredaktør', ['Tekster']],
    [
      'analytiker',
      'Analytiker',
      ['Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Overblik', 'Arbejdsgange', 'Formularer', 'Definitioner'],
    ],
  ])('%s (%s)', async (brugernavn, rolle, synlige) => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin', brugernavn);
    await page.getByText(`(${rolle})`).waitFor();
    const forside = page.getByRole('main');
    await forside.getByRole('link', { name: synlige[0] }).waitFor();
    for (const punkt of punkter) {
      expect(await forside.getByRole('link', { name: punkt, exact: true }).count(), punkt).toBe(synlige.includes(punkt) ? 1 : 0);
    }
  });

  it("keeps the Administrator's bar on one line at a desktop's, a laptop's and a tablet's width: expanded where it fits, else behind 'Vis menu'", async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin', 'admin');
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    const visMenu = page.getByRole('button', { name: 'Vis menu' });
    for (const [width, udfoldet] of [
      [1920, true],
      [1366, true],
      [1280, true],
      [1024, false],
      [800, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => visMenu.isVisible(), { message: `${width} px` }).toBe(!udfoldet);
      expect(await rullerSidelaens(page), `${width} px`).toBe(false);
      // Every control of the bar that shows stands on the brand's line, within the window.
      const linjer = await page.evaluate(() => {
        const hoved = document.querySelector('header')!;
        const maerke = hoved.querySelector('.navbar-brand')!.getBoundingClientRect();
        return [...hoved.querySelectorAll('.navbar-toggler, nav > a, nav .dropdown-toggle, .navbar-text, #admin-menu > button')]
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => r.top + r.height / 2 > maerke.top && r.top + r.height / 2 < maerke.bottom && r.right <= innerWidth);
      });
      expect(linjer.length, `${width} px`).toBeGreaterThan(udfoldet ? 5 : 0);
      expect(linjer.every(Boolean), `${width} px`).toBe(true);
    }
    // Folded, the menu opens below the bar with every entry under its heading.
    await visMenu.click();
    await menu.getByRole('button', { name: 'Opsætning' }).click();
    await menu.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  });

  it('a Tekstredaktoer opening the case list directly is told in Danish which roles reach it, and sees no list', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/arbejdsmangel/ansoegning', 'tekstredaktoer');
    await page.getByRole('heading', { name: 'Ingen adgang', level: 1 }).waitFor();
    await page.getByText('Den kræver en af rollerne Sagsbehandler, Analytiker, Administrator.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });

  it('a Tekstredaktoer opening the forms directly is told which roles reach them, and sees no form', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/formularer/forudbetaling-faktura', 'tekstredaktoer');
    await page.getByRole('heading', { name: 'Ingen adgang', level: 1 }).waitFor();
    await page.getByText('Den kræver en af rollerne Sagsbehandler, Analytiker, Administrator.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
  });
});
