import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, FAKTURA_LINJER, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { send, session } from './api';
import { newPage, startBrowser } from './browser';
import { harFokus, logInd, tilFaktura, tilTroOgLove, trin, vedFeltet, vedhaeftOgScan } from './guide';
import { startServer, type TestServer } from './server';

// A server of its own with fresh demo data: every employee's courses are free here.
let server: TestServer;
let browser: Browser;
let mappe: string;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), startBrowser()]);
  mappe = mkdtempSync(join(tmpdir(), 'fond-filer-'));
  // A text file named like an invoice, and a real PDF header on more than 10 MB.
  writeFileSync(join(mappe, 'faktura.pdf'), 'Dette er ikke en faktura, bare tekst.\n');
  writeFileSync(join(mappe, 'stor.pdf'), Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(mappe, { recursive: true, force: true });
});

const side = () => newPage(browser, server.baseUrl);
const opsummering = (page: Page) => page.getByRole('heading', { name: /^Der er \d+ fejl$/ });
const fil = (page: Page) => page.getByLabel(/^Faktura\*?$/);

describe('prepayment wizard: refused input', () => {
  it('refuses a text file named .pdf on the invoice step with its own message, keeping neither it nor scanning it', async () => {
    const page = await side();
    const scanninger: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/OcrFaktura/ScanFaktura') && scanninger.push(r.url()));
    await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Svejsning/);

    await fil(page).setInputFiles(join(mappe, 'faktura.pdf'));
    await vedFeltet(page, 'Filen skal være en pdf-, png- eller jpeg-fil.').waitFor();
    // Longer than a draft takes to be saved and come back: the message stays, no other takes its place.
    await page.waitForTimeout(2000);
    expect(await vedFeltet(page, 'Filen skal være en pdf-, png- eller jpeg-fil.').count()).toBe(1);
    expect(await page.getByText('Der skal vedhæftes en faktura.').count()).toBe(0);
    // The file is not kept: the file input is still there, no X.
    expect(await page.getByRole('button', { name: 'Fjern fil' }).count()).toBe(0);
    expect(await fil(page).count()).toBe(1);

    // No invoice is attached, so going on asks for one; the refused file's message stays until the next choice.
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');
    await page.getByRole('link', { name: 'Der skal vedhæftes en faktura.' }).waitFor();
    expect(await vedFeltet(page, 'Filen skal være en pdf-, png- eller jpeg-fil.').count()).toBe(1);
    expect(scanninger).toEqual([]);
  });

  it("refuses a file above 10 MB with 'Filen må maks være 10 MB.' and keeps it not", async () => {
    const page = await side();
    await logInd(page, 'Lars Nielsen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Excel for øvede/, '4.000');
    await fil(page).setInputFiles(join(mappe, 'stor.pdf'));
    await vedFeltet(page, 'Filen må maks være 10 MB.').waitFor();
    expect(await page.getByText('Der skal vedhæftes en faktura.').count()).toBe(0);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await page.getByRole('link', { name: 'Der skal vedhæftes en faktura.' }).waitFor();
    expect(await vedFeltet(page, 'Filen må maks være 10 MB.').count()).toBe(1);
  });

  it('puts an error summary at the top that takes the focus and links each message to its field', async () => {
    const page = await side();
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await opsummering(page).waitFor();
    expect(await opsummering(page).innerText()).toBe('Der er 1 fejl');
    expect(await opsummering(page).evaluate((h) => h.parentElement === document.activeElement)).toBe(true);

    await tilFaktura(page, /Salg og kundeservice/);
    expect(await opsummering(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await opsummering(page).waitFor();
    expect(await opsummering(page).innerText()).toBe('Der er 4 fejl');
    expect(await opsummering(page).evaluate((h) => h.parentElement === document.activeElement)).toBe(true);
    await page.getByRole('link', { name: 'Der skal angives fakturanummer.' }).click();
    expect(await harFokus(page.getByLabel(/^Fakturanummer/))).toBe(true);
    await page.getByRole('link', { name: 'Betalingsmetode skal vælges.' }).click();
    expect(await harFokus(page.getByRole('radio', { name: /Indbetalingskort/ }))).toBe(true);

    // The card fields revealed now are not marked before they are touched; the default card type never is.
    await page.getByRole('radio', { name: /Indbetalingskort/ }).check();
    expect(await page.getByLabel(/^Kortart/).inputValue()).toBe('71');
    const betalingsId = page.getByLabel(/^Betalings-id/);
    expect(await betalingsId.getAttribute('class')).not.toContain('is-invalid');
    expect(await vedFeltet(page, 'Indbetalingskort er ikke angivet korrekt.').count()).toBe(0);
    await betalingsId.fill('12x');
    await vedFeltet(page, 'Indbetalingskort er ikke angivet korrekt.').waitFor();
    expect(await betalingsId.getAttribute('class')).toContain('is-invalid');
    expect(await page.getByLabel(/^Kortart/).getAttribute('class')).not.toContain('is-invalid');
    expect(await page.getByLabel(/^Kreditornummer/).getAttribute('class')).not.toContain('is-invalid');

    // The summary shrinks as messages are corrected.
    await page.getByLabel(/^Fakturanummer/).fill('F-1');
    await expect.poll(() => opsummering(page).innerText()).toBe('Der er 2 fejl');
  });

  // Issue 36: a field the screen fills, not the person, left its line in the summary.
  it('drops a line from the error summary when the invoice scan fills its field', async () => {
    const page = await side();
    await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Svejsning/);
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    const linje = page.getByRole('link', { name: 'Der skal angives fakturanummer.' });
    await linje.waitFor();

    // An invoice with its number only: no CVR to look up, whose answer would change the form itself.
    const kunNummer = FAKTURA_LINJER.filter((linje) => !/CVR|^\+71</.test(linje));
    const pdf = Buffer.from(await fakturaPdf(kunNummer));
    await fil(page).setInputFiles({ name: 'faktura.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Udfyldt fra fakturaen: fakturanummer', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await page.getByLabel(/^Fakturanummer/).inputValue()).toBe('KN-2026-0417');
    await expect.poll(() => linje.count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Der skal vedhæftes en faktura.' }).count()).toBe(0);
  });

  it('says what is wrong: a CVR check digit, an end before the start, an account number over 10 digits (not cut)', async () => {
    const page = await side();
    await logInd(page, 'Lars Nielsen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('checkbox', { name: /CNC-programmering/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('15.000');
    await page.getByLabel('Startdato').fill('2026-12-10');
    await page.getByLabel('Slutdato').fill('2026-12-01');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(page, 'Periode er ikke angivet korrekt. Slutdatoen ligger før startdatoen.').waitFor();
    await page.getByLabel('Slutdato').fill('2026-12-12');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');

    await page.getByLabel(/CVR-nummer/).fill('35124005');
    await page.getByRole('radio', { name: 'Bankoverførsel' }).check();
    await page.getByLabel(/^Registreringsnummer/).fill('1234');
    await page.getByLabel(/^Kontonummer/).fill('12345678901');
    expect(await page.getByLabel(/^Kontonummer/).inputValue()).toBe('12345678901');
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await vedFeltet(
      page,
      'Der skal angives CVR-nummer for leverandør. CVR-nummeret er ikke gyldigt (kontrolcifferet passer ikke).',
    ).waitFor();
    await vedFeltet(page, 'Kontooplysninger er ikke angivet korrekt. Kontonummeret må højst have 10 cifre.').waitFor();
    await page.getByLabel(/CVR-nummer/).fill('12345674');
    await vedFeltet(page, 'Leverandør ikke fundet ud fra angivet CVR-nummer.').waitFor();
  });

  it('warns early of a price above the fee and a period outside the application, and lets the person go on', async () => {
    const page = await side();
    await logInd(page, 'Sofie Andersen', '/app/forudbetaling/anmod');
    await trin(page, 'Hvilke kurser gælder fakturaen?');
    await page.getByRole('checkbox', { name: /Visual merchandising/ }).check();
    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('6.000');
    await page.getByText('Prisen er højere end det bevilgede deltagergebyr (5.600,00 kr.).', { exact: false }).waitFor();
    await page.getByLabel('Startdato').fill('2026-10-20');
    await page.getByLabel('Slutdato').fill('2026-10-24');
    await page.getByText('Perioden ligger uden for ansøgningens gældende periode (01.11.2026 – 30.06.2027).', { exact: false }).waitFor();
    expect(await page.getByLabel('Pris').getAttribute('class')).not.toContain('is-invalid');

    await page.getByRole('button', { name: 'Fortsæt' }).click();
    await trin(page, 'Fakturaoplysninger');
    await page.getByRole('button', { name: 'Tilbage' }).click();
    await trin(page, 'Pris og periode');
    await page.getByLabel('Pris').fill('5.600');
    await expect.poll(() => page.getByText('Prisen er højere', { exact: false }).count()).toBe(0);
  });

  // Last: it takes one of Mette's courses, which the first test chooses from.
  it('refuses the very same invoice file from the same supplier under another number at the document field, on the invoice step', async () => {
    const bytes = await fakturaPdf();
    const samme = join(mappe, 'samme-faktura.pdf');
    writeFileSync(samme, bytes);
    // Mette has sent this very file already, under another invoice number.
    const cookie = await session(server.baseUrl, 'loenmodtager', 'lm-mette');
    const krop = gyldigAnmodning(dataUri(bytes));
    const foerste = { ...krop, deltagelser: [krop.deltagelser[0]], faktura: { ...krop.faktura, fakturaNummer: 'TIDLIGERE-1' } };
    expect((await send(server.baseUrl, 'POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', foerste, { Cookie: cookie })).status).toBe(
      201,
    );

    const page = await side();
    await logInd(page, 'Mette Jensen', '/app/forudbetaling/anmod');
    await tilFaktura(page, /Truckcertifikat B/, '9.200', '2027-01-04', '2027-01-06');
    // The scan reads the file's own number, not the one it was sent under before.
    await vedhaeftOgScan(page, samme, 'KN-2026-0417');
    await page.getByText('Kursuscenter Nord ApS').waitFor();
    await tilTroOgLove(page);
    await page.getByRole('checkbox', { name: /erklærer på tro og love/ }).check();
    await page.getByRole('button', { name: 'Indsend anmodning' }).click();

    const besked = 'Der er allerede anmodet om forudbetaling af denne faktura fra denne leverandør.';
    await trin(page, 'Fakturaoplysninger');
    await vedFeltet(page, besked).waitFor();
    await page.getByRole('link', { name: besked }).waitFor();
    expect(await page.getByText('Der opstod en fejl, prøv evt. igen.').count()).toBe(0);
    // At the document: the invoice number's field carries no message.
    expect(await page.getByLabel(/^Fakturanummer/).getAttribute('class')).not.toContain('is-invalid');
    // Longer than a draft takes to be saved and come back: still on the step, the message still there.
    await page.waitForTimeout(2000);
    await trin(page, 'Fakturaoplysninger');
    expect(await vedFeltet(page, besked).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Din anmodning er modtaget' }).count()).toBe(0);
  });
});
