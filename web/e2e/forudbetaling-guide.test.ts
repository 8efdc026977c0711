import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { send, session } from './api';
import { newPage } from './browser';
import { egenServer } from './egen-server';
import { faarFokus, logInd, tilFaktura, tilTroOgLove, trin, vedFeltet, vedhaeftOgScan } from './guide';
import type { TestServer } from './server';

// A server of its own with fresh demo data: every employee's courses are free here.
let server: TestServer;
let browser: Browser;
let faktura: string;
egenServer('faktura-nord.pdf', (o) => ({ server, browser, faktura } = o));

const side = () => newPage(browser, server.baseUrl);
const adresse = (page: Page) => new URL(page.url()).search;

describe('prepayment wizard: address, reload and check page', () => {
  it('gives each step an address: browser Back and Forward move a step, a reload keeps the step and the values', async () => {
    const page = await side();
    await logInd(page, 'Lars Nielsen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(adresse(page)).toBe('?trin=tilskud');
    // Issue 24: an amount typed '1234,5' came back as '1234,5'; it is shown again as the screens write money.
    await tilFaktura(page, /CNC-programmering/, '1234,5', '2026-12-01', '2026-12-12');
    expect(adresse(page)).toBe('?trin=faktura');
    await page.getByLabel(/^Fakturanummer/).fill('F-2026-77');

    await page.goBack();
    await trin(page, 'Pris og periode');
    expect(adresse(page)).toBe('?trin=deltagelse');
    expect(await page.getByLabel('Pris').inputValue()).toBe('1.234,50');
    // The step's heading has the focus after a step change.
    await faarFokus(page.getByRole('heading', { name: 'Pris og periode', level: 2 }));
    await page.goForward();
    await trin(page, 'Fakturaoplysninger');
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('F-2026-77');

    await page.reload();
    await trin(page, 'Fakturaoplysninger');
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('F-2026-77');
    await page.goBack();
    await trin(page, 'Pris og periode');
    expect(await page.getByLabel('Slutdato').inputValue()).toBe('2026-12-12');
    await page.goForward();
    await trin(page, 'Fakturaoplysninger');

    // The invoice is kept with the draft on the server: a reload resumes it, attached. (The scan fills
    // only what the person has not typed, so the invoice number typed above is cleared first.)
    await page.getByLabel(/^Fakturanummer/).fill('');
    await vedhaeftOgScan(page, faktura, 'KN-2026-0417');
    await page.getByText(/^Kladde gemt/).waitFor();
    await page.reload();
    await trin(page, 'Fakturaoplysninger');
    await page.getByText('faktura-nord.pdf').first().waitFor();
    expect(await page.getByLabel(/CVR-nummer/).inputValue()).toBe('35124004');
    expect(await page.getByLabel(/^Betalings-id/).inputValue()).toBe('000000067097535');
  });

  it('refuses the address of a step not reached yet, and keeps the draft from another person', async () => {
    const page = await side();
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod?trin=kontrol');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    expect(adresse(page)).toBe('?trin=tilskud');
    await tilFaktura(page, /Salg og kundeservice/);
    await page.getByLabel(/^Fakturanummer/).fill('SOFIE-1');

    // Another person logs in in the same tab (as after an expired session): the draft stays Sofie's.
    await logInd(page, 'Lars Nielsen', '/app/forudbetaling/anmod?trin=faktura');
    await tilFaktura(page, /Excel for øvede/, '4.000');
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('');
  });

  it("shows every value on the check page, with 'Ret' to a step and back", async () => {
    const page = await side();
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Visual merchandising/, '5.600', '2027-02-01', '2027-02-05');
    await vedhaeftOgScan(page, faktura, 'KN-2026-0417');
    await page.getByText('Kursuscenter Nord ApS').waitFor();
    await page.getByRole('button', { name: 'Fortsæt' }).click();

    await trin(page, 'Kontrollér dine oplysninger');
    expect(adresse(page)).toBe('?trin=kontrol');
    await page.getByRole('navigation', { name: 'Trin' }).getByText('Kontrol').waitFor();
    const tekst = async () => (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const vaerdi of [
      'Visual merchandising',
      'A-2026-001008',
      '5.600,00 kr.',
      '01.02.2027 – 05.02.2027',
      'faktura-nord.pdf',
      'KN-2026-0417',
      '35124004',
      'Kursuscenter Nord ApS',
      'Indbetalingskort',
      '000000067097535',
      '85799665',
    ]) {
      expect(await tekst()).toContain(vaerdi);
    }

    await page.getByRole('link', { name: 'Ret pris og periode' }).click();
    await trin(page, 'Pris og periode');
    expect(await page.getByLabel('Pris').inputValue()).toBe('5.600,00');
    await page.getByLabel('Pris').fill('5.500');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    // Forward returns to the check page once it has been shown.
    await trin(page, 'Kontrollér dine oplysninger');
    expect(await tekst()).toContain('5.500,00 kr.');

    await page.getByRole('link', { name: 'Ret faktura og betaling' }).click();
    await trin(page, 'Fakturaoplysninger');
    await page.goBack();
    await trin(page, 'Kontrollér dine oplysninger');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Tro og love');
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Kontrollér dine oplysninger');
  });

  it('shows a 409 one request per invoice at the invoice number, and submits once it is changed', async () => {
    // Mette has asked for this invoice already, for her first course.
    const cookie = await session(server.baseUrl, 'loenmodtager', 'lm-mette');
    const foerste = { ...gyldigAnmodning(dataUri(await fakturaPdf())), deltagelser: [gyldigAnmodning('').deltagelser[0]] };
    expect((await send(server.baseUrl, 'POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', foerste, { Cookie: cookie })).status).toBe(
      201,
    );

    const page = await side();
    await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Truckcertifikat B/, '9.200', '2027-01-04', '2027-01-06');
    await vedhaeftOgScan(page, faktura, 'KN-2026-0417');
    await page.getByText('Kursuscenter Nord ApS').waitFor();
    await tilTroOgLove(page);
    await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();

    const besked = 'Der er allerede anmodet om forudbetaling af faktura KN-2026-0417 fra denne leverandør.';
    await trin(page, 'Fakturaoplysninger');
    await vedFeltet(page, besked).waitFor();
    expect(await page.getByText('Der opstod en fejl, prøv evt. igen.').count()).toBe(0);
    const link = page.getByRole('link', { name: besked });
    await faarFokus(page.getByRole('heading', { name: 'Der er 1 fejl' }).locator('..'));
    await link.click();
    await faarFokus(page.getByLabel(/^Fakturanummer/));

    await page.getByLabel(/^Fakturanummer/).fill('KN-2026-0418');
    await expect.poll(() => vedFeltet(page, besked).count()).toBe(0);
    await tilTroOgLove(page);
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();

    // A reload shows the receipt again; Back does not reopen the submitted draft.
    await page.reload();
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).waitFor();
    expect(adresse(page)).toBe('?trin=kvittering');
  });
});
