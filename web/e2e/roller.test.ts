import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';

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
  'Ansøgninger om arbejdsmangel',
  'Tekster',
  'Arbejdsgange',
  'Formularer',
];

describe('the demo account of each role sees the admin screens its role may use', () => {
  it.each([
    ['admin', 'Administrator', punkter],
    [
      'sagsbehandler',
      'Sagsbehandler',
      ['Forudbetalinger til behandling', 'Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Arbejdsgange', 'Formularer'],
    ],
    ['tekstredaktoer', 'Tekstredaktør', ['Tekster']],
    ['analytiker', 'Analytiker', ['Alle anmodninger', 'Ansøgninger om arbejdsmangel', 'Arbejdsgange', 'Formularer']],
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
