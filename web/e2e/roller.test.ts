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
    ['analytiker', 'Analytiker', ['Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Overblik', 'Arbejdsgange', 'Formularer']],
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

  it('keeps the Administrator\'s whole menu within a laptop\'s or a tablet\'s width: the entries wrap, none runs past the edge', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin', 'admin');
    const menu = page.getByRole('navigation', { name: 'Hovedmenu' });
    for (const width of [1366, 1024, 800]) {
      await page.setViewportSize({ width, height: 800 });
      await menu.getByRole('link', { name: 'Webhooks' }).waitFor();
      expect(await rullerSidelaens(page), `${width} px`).toBe(false);
      for (const punkt of punkter) {
        const boks = await menu.getByRole('link', { name: punkt, exact: true }).boundingBox();
        expect(boks && boks.x + boks.width <= width, `${punkt} at ${width} px`).toBe(true);
      }
    }
  });

  it('a Tekstredaktoer opening the case list directly is told in Danish that the role does not reach it', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/arbejdsmangel/ansoegning', 'tekstredaktoer');
    await page.getByText('Din rolle giver ikke adgang til dette.').waitFor();
  });

  it('a Tekstredaktoer opening the forms directly is told which roles reach them, and sees no form', async () => {
    const page = await newPage(browser);
    await logIndSomAdmin(page, '/app/admin/formularer/forudbetaling-faktura', 'tekstredaktoer');
    await page.getByRole('heading', { name: 'Ingen adgang', level: 1 }).waitFor();
    await page.getByText('Den kræver en af rollerne Sagsbehandler, Analytiker, Administrator.').waitFor();
    expect(await page.getByRole('textbox').count()).toBe(0);
  });
});
