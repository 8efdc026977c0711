import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDato } from '../../engine/format';
import { fakturaPdf } from '../../server/testing/faktura';
import { newPage, startBrowser } from './browser';
import { logInd, trin, vedFeltet } from './guide';

let browser: Browser;
let mappe: string;
let faktura: string;
beforeAll(async () => {
  browser = await startBrowser();
  // The invoice the employee uploads: a real PDF with a text layer, CVR, invoice number and FI line.
  mappe = mkdtempSync(join(tmpdir(), 'fond-faktura-'));
  faktura = join(mappe, 'faktura-kursuscenter-nord.pdf');
  writeFileSync(faktura, await fakturaPdf());
});
afterAll(async () => {
  await browser?.close();
  rmSync(mappe, { recursive: true, force: true });
});

const synlig = (page: Page, tekst: string) => page.getByText(tekst, { exact: true }).isVisible();

describe('prepayment request (employee)', () => {
  it('walks all five steps and the check page with a scanned PDF invoice, submits, and shows the same data read-only', async () => {
    const page = await newPage(browser);
    // Without a session the wizard sends the visitor to the login and back.
    await page.goto('/app/forudbetaling/anmod');
    await page.waitForURL('**/fonditlogin?**');
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.waitForURL('**/app/forudbetaling/anmod');
    await page.getByRole('heading', { name: 'Anmod om forudbetaling', level: 1 }).waitFor();

    // 1 Kurser: both of Mette's approved and attested applications, with the one-invoice notice.
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByText('Der skal laves én anmodning pr. faktura.', { exact: false }).waitFor();
    await page.getByRole('checkbox', { name: /Svejsning efter EN ISO 9606-1.*A-2026-001001/ }).check();
    await page.getByRole('checkbox', { name: /Truckcertifikat B.*A-2026-001002/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // 2 Deltagelse: a price and a period per course; the price typed the Danish way.
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').nth(0).fill('18.500');
    await page.getByLabel('Pris').nth(1).fill('9200,50');
    await page.getByLabel('Startdato').nth(0).fill('2026-12-01');
    await page.getByLabel('Slutdato').nth(0).fill('2026-12-05');
    expect(await page.getByLabel('Startdato').nth(0).getAttribute('max')).toBe('2026-12-05');
    expect(await page.getByLabel('Slutdato').nth(0).getAttribute('min')).toBe('2026-12-01');
    await page.getByLabel('Startdato').nth(1).fill('2027-01-04');
    await page.getByLabel('Slutdato').nth(1).fill('2027-01-06');
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // 3 Faktura: the upload is scanned and fills in the rest; the supplier's name is looked up.
    await trin(page, 'Fakturaoplysninger');
    expect(await page.getByLabel(/^Fakturanummer/).getAttribute('maxlength')).toBe('32');
    await page.getByLabel(/^Faktura\*?$/).setInputFiles(faktura);
    await page.getByText('faktura-kursuscenter-nord.pdf').waitFor();
    await expect.poll(() => page.getByLabel(/^Fakturanummer/).inputValue(), { timeout: 20_000 }).toBe('KN-2026-0417');
    expect(await page.getByLabel(/CVR-nummer/).inputValue()).toBe('35124004');
    await page.getByText('Kursuscenter Nord ApS').waitFor();
    expect(await page.getByRole('radio', { name: /Indbetalingskort/ }).isChecked()).toBe(true);
    expect(await page.getByLabel(/^Kortart/).inputValue()).toBe('71');
    expect(await page.getByLabel(/^Betalings-id/).inputValue()).toBe('000000067097535');
    expect(await page.getByLabel(/^Kreditornummer/).inputValue()).toBe('85799665');
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // The check page shows every value before the terms.
    await trin(page, 'Kontrollér dine oplysninger');
    const kontrol = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const tekst of [
      'Svejsning efter EN ISO 9606-1',
      'Truckcertifikat B',
      '18.500,00 kr.',
      '9.200,50 kr.',
      '01.12.2026 – 05.12.2026',
    ]) {
      expect(kontrol).toContain(tekst);
    }
    for (const tekst of ['faktura-kursuscenter-nord.pdf', 'KN-2026-0417', '35124004', 'Kursuscenter Nord ApS', '000000067097535']) {
      expect(kontrol).toContain(tekst);
    }
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    // 4 Tro og love: the terms text, the checkbox, and the submit button.
    await trin(page, 'Tro og love');
    await page.getByText('Jeg erklærer på tro og love,').waitFor();
    await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();

    // 5 Kvittering: the three statements of SPEC §2.2.
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();
    expect(await synlig(page, 'Sekretariatet behandler din anmodning inden for 8 arbejdsdage.')).toBe(true);
    expect(await synlig(page, 'Vi har sendt dig en kvittering på e-mail.')).toBe(true);
    expect(await synlig(page, 'Du får en e-mail igen, når fakturaen er sendt til betaling.')).toBe(true);
    // Issue 36: the number to quote, in the success alert, and the same the read-only view opens.
    const kvittering = page.getByRole('alert').filter({ hasText: 'Din anmodning er modtaget' });
    const nummer = /Anmodningsnummer: (\d+)/.exec(await kvittering.innerText())?.[1];
    expect(nummer).toBeDefined();
    expect(await page.getByRole('link', { name: 'Se din anmodning' }).getAttribute('href')).toBe(`/app/forudbetaling/anmodning/${nummer}`);

    // The read-only view shows what was entered.
    await page.getByRole('link', { name: 'Se din anmodning' }).click();
    await page.getByRole('heading', { name: 'Anmodning om forudbetaling', level: 1 }).waitFor();
    await page.getByText('KN-2026-0417').waitFor();
    const side = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const tekst of [
      formatDato(new Date().toISOString()),
      '35124004',
      'Kursuscenter Nord ApS',
      'Indbetalingskort',
      '000000067097535',
      '85799665',
      'Svejsning efter EN ISO 9606-1',
      'Truckcertifikat B',
      '01.12.2026 – 05.12.2026',
      '04.01.2027 – 06.01.2027',
      '18.500,00 kr.',
      '9.200,50 kr.',
      'I alt 27.700,50 kr.',
      'Jeg erklærer på tro og love',
    ]) {
      expect(side).toContain(tekst);
    }
    expect(await page.locator('iframe[title="faktura-kursuscenter-nord.pdf"]').getAttribute('src')).toMatch(
      /^\/api\/Forudbetaling\/Dokument\/\d+$/,
    );
    expect(await page.getByRole('link', { name: 'Min side' }).getAttribute('href')).toBe('/api/MinSideRedirect.aspx');

    // The start page lists the request, and no course is left to ask for: each is named as already requested.
    await page.goto('/app');
    // Issue 36: the welcome text of /app/admin/tekst (forside:velkomst), for an employee.
    await page.getByText('Her kan du bede fonden om at betale dit kursusgebyr direkte til kursusudbyderen', { exact: false }).waitFor();
    const raekke = page.getByRole('row', { name: /Svejsning efter EN ISO 9606-1, Truckcertifikat B/ });
    await raekke.waitFor();
    expect(await raekke.innerText()).toContain('27.700,50 kr.');
    await page.getByRole('link', { name: 'Anmod om forudbetaling' }).click();
    for (const kursus of ['Svejsning efter EN ISO 9606-1', 'Truckcertifikat B']) {
      await page
        .getByRole('listitem')
        .getByText(`${kursus} (ansøgningsnr. `, { exact: false })
        .filter({ hasText: 'Der er allerede anmodet om forudbetaling for dette kursus.' })
        .waitFor();
    }
    expect(await page.getByRole('link', { name: 'Se dine ansøgninger' }).getAttribute('href')).toBe(
      '/nyhjemmeside/Loenmodtager/AlleAnsoegninger',
    );
  });

  it('keeps an invoice number typed before the upload, fills the untouched fields from the scan and says which', async () => {
    const page = await newPage(browser);
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    // The first course offered: which of Sofie's are free depends on what the admin tests have done.
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('7.400,00');
    await page.getByLabel('Startdato').fill('2026-12-01');
    await page.getByLabel('Slutdato').fill('2026-12-05');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');

    await page.getByLabel(/^Fakturanummer/).fill('MIT-42');
    await page.getByLabel(/^Faktura\*?$/).setInputFiles(faktura);
    const note = page.getByText(/^Udfyldt fra fakturaen:/);
    await note.waitFor({ timeout: 30_000 });
    expect(await note.textContent()).toBe('Udfyldt fra fakturaen: leverandørens CVR-nummer, betalingsmetode, betalings-id, kreditornummer');
    expect(await page.getByLabel(/CVR-nummer/).inputValue()).toBe('35124004');
    expect(await page.getByLabel(/^Betalings-id/).inputValue()).toBe('000000067097535');
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('MIT-42');
  });

  it('shows the messages only after the first forward attempt, and goes back keeping the choices', async () => {
    const page = await newPage(browser);
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(await page.getByText('Der skal vælges mindst ét kursus.').count()).toBe(0);

    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, 'Der skal vælges mindst ét kursus.').waitFor();
    // From then on the message follows the choice. (Which of Sofie's courses is free depends on
    // what the admin tests have done with her requests, so the first one offered is taken.)
    const kursus = page.getByRole('checkbox').first();
    await kursus.check();
    await expect.poll(() => page.getByText('Der skal vælges mindst ét kursus.').count()).toBe(0);
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('0');
    expect(await page.getByText('Pris er ikke angivet korrekt.').count()).toBe(0);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, 'Pris er ikke angivet korrekt.').waitFor();
    await vedFeltet(page, 'Periode er ikke angivet korrekt.').waitFor();
    await page.getByLabel('Startdato').fill('2026-12-10');
    await page.getByLabel('Slutdato').fill('2026-12-01');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await vedFeltet(page, 'Periode er ikke angivet korrekt. Slutdatoen ligger før startdatoen.').waitFor();

    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(await kursus.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    expect(await page.getByLabel('Startdato').inputValue()).toBe('2026-12-10');

    await page.getByLabel('Pris').fill('7.400,00');
    await page.getByLabel('Slutdato').fill('2026-12-12');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');
    expect(await page.getByText('Der skal vedhæftes en faktura.').count()).toBe(0);

    // The supplier lookup: a valid CVR the register does not know, then one it does.
    const cvr = page.getByLabel(/CVR-nummer/);
    await cvr.fill('12345674');
    await page.getByText('Leverandør ikke fundet ud fra angivet CVR-nummer.').waitFor();
    await cvr.fill('41876506');
    await page.getByText('Efteruddannelse Syd A/S').waitFor();
    await cvr.fill('4187650');
    await page.getByText('Efteruddannelse Syd A/S').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, 'Der skal vedhæftes en faktura.').waitFor();
    await vedFeltet(page, 'Der skal angives fakturanummer.').waitFor();
    await vedFeltet(page, 'Der skal angives CVR-nummer for leverandør.').waitFor();
    await vedFeltet(page, 'Betalingsmetode skal vælges.').waitFor();
    await page.getByRole('radio', { name: 'Bankoverførsel' }).check();
    await page.getByLabel(/^Registreringsnummer/).fill('12');
    await vedFeltet(page, 'Kontooplysninger er ikke angivet korrekt.').waitFor();
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Pris og periode');
    expect(await page.getByLabel('Pris').inputValue()).toBe('7.400,00');
  });

  it('preselects the application named in the address once the list has loaded', async () => {
    const page = await newPage(browser);
    await logInd(page, 'Lars Nielsen', '/app/forudbetaling/anmod/A-2026-001004');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    const valgt = page.getByRole('checkbox', { name: /CNC-programmering, grundkursus/ });
    await expect.poll(() => valgt.isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Excel for øvede/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await page.getByRole('heading', { name: 'CNC-programmering, grundkursus' }).waitFor();
  });
});
