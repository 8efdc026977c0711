import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { utenKladde } from './api';

/** Logs an employee in through the demo login and opens the path afresh, without a draft another test left. */
export async function logInd(page: Page, bruger: string, sti: string): Promise<void> {
  await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
  await page.getByRole('button', { name: bruger }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  await utenKladde(page, 'forudbetaling');
  await page.goto(sti);
}

/** Waits for the wizard's step by its heading. */
export const trin = (page: Page, navn: string) => page.getByRole('heading', { name: navn, level: 2 }).waitFor();

/** A message at its field, not its line in the error summary above the form. */
export const vedFeltet = (page: Page, tekst: string) => page.locator('form').getByText(tekst);

/** Whether the element has the keyboard focus. */
export const harFokus = (element: Locator) => element.evaluate((e) => e === document.activeElement);

/** Waits until the element has the focus. */
export const faarFokus = (element: Locator) => expect.poll(() => harFokus(element)).toBe(true);

/** Chooses a course, gives it a price and a period, and goes on to the invoice step. */
export async function tilFaktura(page: Page, kursus: RegExp, pris = '7.400,00', start = '2026-12-01', slut = '2026-12-05') {
  await trin(page, 'Hvilke kurser gælder fakturaen?');
  await page.getByRole('checkbox', { name: kursus }).check();
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await trin(page, 'Pris og periode');
  await page.getByLabel('Pris').fill(pris);
  await page.getByLabel('Startdato').fill(start);
  await page.getByLabel('Slutdato').fill(slut);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await trin(page, 'Fakturaoplysninger');
}

/** Mette Jensen's wizard from its first step to the invoice step, an invoice number typed there and 'Fortsæt' pressed. */
export async function proevFakturanummer(page: Page, fakturanummer: string) {
  await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
  await tilFaktura(page, /Svejsning efter EN ISO 9606-1/, '18.500');
  await page.getByLabel(/^Fakturanummer/).fill(fakturanummer);
  await page.getByRole('button', { name: 'Fortsæt' }).click();
}

/** Uploads the invoice and waits until the scan has filled in the invoice number. */
export async function vedhaeftOgScan(page: Page, fil: string, fakturanummer: string) {
  await page.getByLabel(/^Faktura\*?$/).setInputFiles(fil);
  await expect.poll(() => page.getByLabel(/^Fakturanummer/).inputValue(), { timeout: 30_000 }).toBe(fakturanummer);
}

/** From a filled step before the check page: on through 'Kontrollér dine oplysninger' to 'Tro og love'. */
export async function tilTroOgLove(page: Page) {
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await trin(page, 'Kontrollér dine oplysninger');
  await page.getByRole('button', { name: 'Fortsæt' }).click();
  await trin(page, 'Tro og love');
}
