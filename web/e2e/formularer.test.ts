import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
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

const layouts = readdirSync(resolve(import.meta.dirname, '../../schemas')).filter((f) => f.endsWith('.ui.json'));

/** The text of what a field's aria-describedby points at: its messages, as a screen reader reads them. */
const beskrivelse = (felt: Locator) =>
  felt.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

async function aabnSomAnalytiker(): Promise<Page> {
  const page = await newPage(browser);
  await logIndSomAdmin(page, '/app/admin', 'analytiker');
  await page.getByRole('main').getByRole('link', { name: 'Formularer', exact: true }).click();
  await page.getByRole('heading', { name: 'Formularer', level: 1 }).waitFor();
  return page;
}

describe('the forms for analysts (/app/admin/formularer)', () => {
  it('lists every form of schemas/ with a layout, by its schema’s title', async () => {
    const page = await aabnSomAnalytiker();
    const tabel = page.getByRole('table', { name: 'Formularer med opstilling' });
    await tabel.waitFor();
    expect(await tabel.locator('tbody tr').count()).toBe(layouts.length);
    for (const fil of layouts) await tabel.getByText(`schemas/${fil}`, { exact: true }).waitFor();
    for (const titel of ['Fakturaoplysninger', 'Ansøgning om støtte ved midlertidig arbejdsmangel', 'Medarbejder', 'Afvis anmodning']) {
      expect(await tabel.getByRole('link', { name: titel, exact: true }).count(), titel).toBe(1);
    }
    // Two layouts of the text schema, each its own form.
    expect(await tabel.getByRole('link', { name: 'Tekst', exact: true }).count()).toBe(2);
  });

  it('shows the wizard’s invoice step with sample data, validates it live with the schema’s Danish messages and lists them', async () => {
    const page = await aabnSomAnalytiker();
    await page.getByRole('link', { name: 'Fakturaoplysninger', exact: true }).click();
    await page.waitForURL('**/app/admin/formularer/forudbetaling-faktura');
    await page.getByRole('heading', { name: 'Fakturaoplysninger', level: 1 }).waitFor();
    const formular = page.getByRole('region', { name: 'Formularen med eksempeldata' });

    // The sample: the step's fields as the wizard shows them, filled from schemas/forudbetaling-faktura.eksempel.json.
    const fakturanummer = formular.getByLabel(/^Fakturanummer/);
    await expect.poll(() => fakturanummer.inputValue()).toBe('KN-2026-0417');
    expect(await formular.getByLabel(/CVR-nummer/).inputValue()).toBe('35124004');
    await formular.getByText('Kursuscenter Nord ApS').waitFor();
    expect(await formular.getByRole('radio', { name: /Indbetalingskort/ }).isChecked()).toBe(true);
    expect(await formular.getByLabel(/^Betalings-id/).inputValue()).toBe('000000067097535');
    await formular.getByText('faktura-eksempel.pdf').waitFor();

    // Live: an invalid value gets the schema's message at the field at once, a valid one removes it.
    await fakturanummer.fill('');
    await formular.getByText('Der skal angives fakturanummer.').waitFor();
    expect(await beskrivelse(fakturanummer)).toContain('Der skal angives fakturanummer.');
    const cvr = formular.getByLabel(/CVR-nummer/);
    await cvr.fill('12345678');
    const cvrBesked = 'Der skal angives CVR-nummer for leverandør. CVR-nummeret er ikke gyldigt (kontrolcifferet passer ikke).';
    await formular.getByText(cvrBesked).waitFor();
    // A CVR of the sample's companies is "looked up" in the sample, not in the register.
    await cvr.fill('31245001');
    await formular.getByText('Nordisk Stål & Montage A/S').waitFor();
    expect(await formular.getByText(cvrBesked).count()).toBe(0);

    // Checking the form: refused with the summary while a message stands, accepted once it is right.
    await formular.getByRole('button', { name: 'Kontrollér formularen' }).click();
    await formular.getByRole('link', { name: 'Der skal angives fakturanummer.' }).waitFor();
    await fakturanummer.fill('KN-2026-0999');
    await formular.getByText('Der skal angives fakturanummer.').first().waitFor({ state: 'detached' });
    await formular.getByRole('button', { name: 'Kontrollér formularen' }).click();
    await formular.getByRole('status').getByText('Formularen overholder skemaets regler.').waitFor();
    await formular.getByRole('button', { name: 'Start forfra med eksempeldata' }).click();
    await expect.poll(() => fakturanummer.inputValue()).toBe('KN-2026-0417');

    // Every message of the schema, by field, its place in the data and its rule.
    const beskeder = page.getByRole('table', { name: 'Beskeder i Fakturaoplysninger' });
    const raekke = (navn: RegExp) => beskeder.getByRole('row', { name: navn });
    expect(await raekke(/^Fakturanummer \/fakturaoplysninger\/fakturanummer alle Der skal angives fakturanummer\.$/).count()).toBe(1);
    expect(await raekke(/^Fakturanummer \/fakturaoplysninger\/fakturanummer required Der skal angives fakturanummer\.$/).count()).toBe(1);
    await beskeder
      .getByRole('row', { name: /Leverandørens CVR-nummer/ })
      .getByText(cvrBesked)
      .first()
      .waitFor();
    expect(await beskeder.getByRole('cell', { name: 'Der skal vedhæftes en faktura.' }).count()).toBeGreaterThan(0);
    expect(await beskeder.getByRole('cell', { name: 'Indbetalingskort er ikke angivet korrekt.' }).count()).toBeGreaterThan(0);
  });

  it('shows the employer form with its sections and sample employee, and says so of an unknown form', async () => {
    const page = await aabnSomAnalytiker();
    await page.goto('/app/admin/formularer/arbejdsmangel-opret');
    await page.getByRole('heading', { name: 'Ansøgning om støtte ved midlertidig arbejdsmangel', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Anna Krogh', exact: true }).waitFor();
    expect(await page.getByLabel('Fra', { exact: true }).inputValue()).toBe('2027-03-01');
    await page.getByLabel('Fra', { exact: true }).fill('2027-03-30');
    await page.locator('form').getByText('Peiode skal angives. Til-datoen må ikke ligge før Fra-datoen.').first().waitFor();

    await page.goto('/app/admin/formularer/findes-ikke');
    await page.getByRole('heading', { name: 'Siden findes ikke', level: 1 }).waitFor();
  });
});
