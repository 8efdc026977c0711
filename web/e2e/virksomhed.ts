import type { Browser, Locator, Page } from 'playwright-core';
import { utenKladde } from './api';
import { newPage } from './browser';

export const FORMULAR = '/app/virksomhed/arbejdsmangel/anmod';

/**
 * Logs a company in on the demo login page and lands where returnUrl says (the form unless told),
 * without a draft another test left on the shared server.
 */
export async function logIndSomVirksomhed(browser: Browser, navn: string, sti = FORMULAR, base?: string): Promise<Page> {
  const page = await newPage(browser, base);
  await page.goto(`/log-ind?loginHint=virksomhed&returnUrl=${encodeURIComponent(sti)}`);
  await page.getByRole('button', { name: navn }).click();
  await page.waitForURL(`**${sti}`);
  await utenKladde(page, 'arbejdsmangel');
  await page.reload();
  return page;
}

/** Submits the applications as the company Fyns Træ og Byg ApS does, through its own login and API; resolves to their ids. */
export async function opretSomVirksomhed(browser: Browser, ...ansoegninger: object[]): Promise<number[]> {
  const page = await newPage(browser);
  await page.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp');
  await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const ids: number[] = [];
  for (const ansoegning of ansoegninger) {
    // context.request shares the company's session cookie with the page.
    const svar = await page.context().request.post('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { data: ansoegning });
    if (!svar.ok()) throw new Error(`The application was not made: ${svar.status()} ${await svar.text()}`);
    ids.push(((await svar.json()) as { id: number }).id);
  }
  await page.context().close();
  return ids;
}

/** A text field by its visible label; required fields show an asterisk after it. */
export function felt(omraade: Page | Locator, label: string): Locator {
  return omraade.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

export const sektion = (page: Page, navn: string) => page.getByRole('region', { name: navn });

/** Fills the add/edit employee dialog: name, CPR number and hours by week label ('Uge 9, 2027'). */
export async function udfyldMedarbejder(dialog: Locator, navn: string, cpr: string, timer: Record<string, string>) {
  await felt(dialog, 'Navn').fill(navn);
  await felt(dialog, 'CPR-nummer').fill(cpr);
  for (const [uge, antal] of Object.entries(timer)) await dialog.getByLabel(uge, { exact: true }).fill(antal);
}

/** Scope, period and agreement of a plain application: the whole company, all employees agreed. */
export async function udfyldGrundoplysninger(page: Page, fra: string, til: string) {
  await page.getByRole('radio', { name: 'Hele virksomheden', exact: true }).check();
  await page.getByLabel('Fra', { exact: true }).fill(fra);
  await page.getByLabel('Til', { exact: true }).fill(til);
  await page.getByRole('radio', { name: 'Samtlige omfattede medarbejdere', exact: true }).check();
}

/** Adds one employee through 'Tilføj medarbejder' and 'Gem'. */
export async function tilfoejMedarbejder(page: Page, navn: string, cpr: string, timer: Record<string, string>) {
  await page.getByRole('button', { name: 'Tilføj medarbejder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tilføj medarbejder' });
  await udfyldMedarbejder(dialog, navn, cpr, timer);
  await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Whether the element has the keyboard focus. */
export const harFokus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** The body the browser sends when 'Indsend ansøgning', the form's part 5, is clicked. */
export async function indsend(page: Page): Promise<unknown> {
  const [opret] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/ArbejdsmangelAnsoegning/OpretAnsoegning')),
    page.getByRole('button', { name: 'Indsend ansøgning' }).click(),
  ]);
  return opret.postDataJSON();
}

/**
 * A message where it belongs, at its field (a `small` under the input), not its copy in the form's
 * error summary: the whole text, exactly.
 */
export function vedFeltet(scope: Page | Locator, besked: string | RegExp): Locator {
  const moenster = typeof besked === 'string' ? new RegExp(`^${besked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : besked;
  return scope.locator('small.text-danger').filter({ hasText: moenster });
}
