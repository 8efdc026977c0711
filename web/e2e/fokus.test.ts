import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { faarFokus, logInd, trin } from './guide';
import { SMAL } from './smal-skaerm';
import { logIndSomVirksomhed, tilfoejMedarbejder, udfyldGrundoplysninger } from './virksomhed';

// On a phone, with the keyboard and a screen reader in mind: where the focus is after a step and after a dialog.
let browser: Browser;
let base: string;
// A server of its own: Mette's courses must still be on offer, whatever the shared server's other tests asked for.
egenServer('faktura.pdf', (o) => {
  browser = o.browser;
  base = o.server.baseUrl;
});

const aktivt = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName, tekst: el?.textContent?.trim(), tabIndex: el instanceof HTMLElement ? el.tabIndex : undefined };
  });

describe('focus at 375 px', () => {
  it("lands on the new step's heading after 'Fortsæt' and after 'Tilbage' in the prepayment wizard", async () => {
    const page = await newPage(browser, base);
    await page.setViewportSize(SMAL);
    await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('checkbox', { name: /Svejsning efter EN ISO 9606-1/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).focus();
    await page.keyboard.press('Enter');
    await faarFokus(page.getByRole('heading', { name: 'Pris og periode', level: 2 }));
    expect(await aktivt(page)).toEqual({ tag: 'H2', tekst: 'Pris og periode', tabIndex: -1 });

    await page.getByRole('button', { name: 'Tilbage' }).click();
    await faarFokus(page.getByRole('heading', { name: 'Hvilke kurser gælder fakturaen?', level: 2 }));
    await page.context().close();
  });

  it('returns to the button that opened a dialog, after Annuller, Esc and the close button', async () => {
    const page = await logIndSomVirksomhed(browser, 'Fyns Træ og Byg ApS', undefined, base);
    await page.setViewportSize(SMAL);
    await udfyldGrundoplysninger(page, '2027-03-01', '2027-03-28');
    const tilfoej = page.getByRole('button', { name: 'Tilføj medarbejder' });
    const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });

    await tilfoej.click();
    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(tilfoej);

    await tilfoej.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await faarFokus(tilfoej);

    await tilfoejMedarbejder(page, 'Ida Lund', '1203851234', { 'Uge 10, 2027': '15' });
    const rediger = page.getByRole('button', { name: 'Rediger Ida Lund' });
    await rediger.click();
    const redigerDialog = page.getByRole('dialog', { name: 'Rediger medarbejder' });
    await redigerDialog.getByRole('button', { name: 'Luk dialogen' }).click();
    await redigerDialog.waitFor({ state: 'detached' });
    await faarFokus(rediger);
    await page.context().close();
  });
});
