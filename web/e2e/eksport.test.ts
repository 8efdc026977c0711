import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { newPage, startBrowser } from './browser';
import { startServer, type TestServer } from './server';

let server: TestServer;
let browser: Browser;
let admin: Page;
let godkendt = 0;

/** Requests made as the employee wizard makes them: the demo login, then the API with the page's session cookie. */
async function anmod(bruger: string, deltagelser: { ansogningId: number; pris: number }[][]): Promise<number[]> {
  const page = await newPage(browser, server.baseUrl);
  await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
  await page.getByRole('button', { name: bruger }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const ider: number[] = [];
  for (const [i, d] of deltagelser.entries()) {
    // Each request its own invoice file: the same file from the same supplier is the same invoice.
    const gyldig = gyldigAnmodning(dataUri(await fakturaPdf()));
    const svar = await page.request.post('/api/Forudbetaling/OpretForudbetalingAnmodning', {
      data: {
        ...gyldig,
        deltagelser: d.map((x) => ({ ...x, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' })),
        faktura: { ...gyldig.faktura, fakturaNummer: `EKS-${bruger.slice(0, 3).toUpperCase()}-${i + 1}` },
      },
    });
    expect(svar.status(), await svar.text()).toBe(201);
    ider.push(((await svar.json()) as { id: number }).id);
  }
  await page.context().close();
  return ider;
}

/** Approves a request through the API, as the handling page's dialog does; it orders the request's payment. */
async function godkend(anmodningId: number): Promise<void> {
  const token = (await (
    await fetch(`${server.baseUrl}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ brugernavn: 'admin', adgangskode: 'admin' }),
    })
  ).json()) as { accessToken: string };
  const svar = await fetch(`${server.baseUrl}/api/ForudbetalingAdmin/GodkendAnmodning`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.accessToken}` },
    body: JSON.stringify({ anmodningId, email: { subject: 'Godkendt', body: '<p>Godkendt</p>' } }),
  });
  expect(svar.status, await svar.text()).toBe(200);
}

// Its own server: the lists hold exactly the requests made here.
let mettesAnden = 0;
beforeAll(async () => {
  server = await startServer();
  browser = await startBrowser();
  [, mettesAnden = 0] = await anmod('Mette Jensen', [[{ ansogningId: 1001, pris: 18500.5 }], [{ ansogningId: 1002, pris: 9200 }]]);
  const [lars = 0] = await anmod('Lars Nielsen', [[{ ansogningId: 1004, pris: 15750 }]]);
  await anmod('Sofie Andersen', [[{ ansogningId: 1008, pris: 5600 }]]);
  // Lars's request is approved, which orders its payment from Industriens Uddannelsesfond.
  await godkend(lars);
  godkendt = lars;
  admin = await newPage(browser, server.baseUrl);
  await logIndSomAdmin(admin, '/app/admin/forudbetaling/anmodning');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Clicks 'Eksportér' and the format, and answers the downloaded file's bytes and name. */
async function eksporter(page: Page, format: RegExp): Promise<{ bytes: Buffer; navn: string }> {
  await page.getByRole('button', { name: 'Eksportér' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: format }).click()]);
  return { bytes: await readFile((await download.path())!), navn: download.suggestedFilename() };
}

const csvRaekker = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
};

async function xlsxRaekker(bytes: Buffer): Promise<unknown[][]> {
  const bog = new ExcelJS.Workbook();
  await bog.xlsx.load(new Uint8Array(bytes).buffer);
  const raekker: unknown[][] = [];
  bog.worksheets[0]!.eachRow((row) => raekker.push((row.values as unknown[]).slice(1)));
  return raekker;
}

/** The applicants' names in the table's rows, top to bottom. */
const navnePaaSkaermen = (page: Page) => page.locator('tbody tr td:nth-child(2)').allInnerTexts();

describe('exports of the admin lists, downloaded in Chromium', () => {
  it('has the filtered and sorted rows of all requests as CSV and as XLSX', async () => {
    await admin.goto('/app/admin/forudbetaling/anmodning?status=Oprettet');
    await admin.getByRole('cell', { name: 'Sofie Andersen' }).waitFor();
    await admin.getByRole('button', { name: 'Ansøger' }).click();
    const paaSkaermen = await navnePaaSkaermen(admin);
    expect(paaSkaermen).toEqual(['Mette Jensen', 'Mette Jensen', 'Sofie Andersen']);

    const csv = await eksporter(admin, /CSV/);
    expect(csv.navn).toMatch(/^anmodninger-\d{4}-\d{2}-\d{2}\.csv$/);
    const [hoved, ...raekker] = csvRaekker(csv.bytes);
    expect(hoved).toEqual(['Dato', 'Ansøger', 'CPR-nummer', 'Fond', 'Status']);
    expect(raekker.map((r) => r[1])).toEqual(paaSkaermen);
    expect(raekker.every((r) => r[4] === 'Oprettet')).toBe(true);

    const xlsx = await eksporter(admin, /XLSX/);
    expect(xlsx.navn).toMatch(/\.xlsx$/);
    const [xHoved, ...xRaekker] = await xlsxRaekker(xlsx.bytes);
    expect(xHoved).toEqual(hoved);
    expect(xRaekker.map((r) => r[1])).toEqual(paaSkaermen);
    expect(xRaekker[0]![0]).toBeInstanceOf(Date);
  });

  it('has the handling list with its amounts, in the order the table shows', async () => {
    await admin.goto('/app/admin/forudbetaling/behandling');
    await admin.getByRole('cell', { name: 'Sofie Andersen' }).waitFor();
    await admin.getByRole('button', { name: 'Beløb i alt' }).click();
    const paaSkaermen = await navnePaaSkaermen(admin);
    const [, ...raekker] = csvRaekker((await eksporter(admin, /CSV/)).bytes);
    expect(raekker.map((r) => r[1])).toEqual(paaSkaermen);
    expect(raekker.map((r) => r[5])).toEqual(['5600,00', '9200,00', '18500,50']);
  });
});

/** Today in Copenhagen and the day after, as the page's date fields take them (YYYY-MM-DD). */
function danskeDage(): { idag: string; imorgen: string } {
  const dag = (tid: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(tid);
  return { idag: dag(Date.now()), imorgen: dag(Date.now() + 24 * 60 * 60 * 1000) };
}

describe('the payment orders page', () => {
  it('filters by fund, period and export on the server, and downloads and marks exactly the orders of its file', async () => {
    await admin.goto('/app/admin/forudbetaling/anmodning');
    await admin.getByRole('link', { name: 'Betalingsordrer' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Betalingsordrer' }).waitFor();
    const raekke = (anmodning: number) => admin.getByRole('row', { name: new RegExp(`^${anmodning} `) });
    await raekke(godkendt).getByText('Ikke eksporteret').waitFor();
    const hent = admin.getByRole('button', { name: 'Hent CSV til økonomisystemet' });
    const ingen = admin.getByText('Ingen betalingsordrer med dette filter.');

    // The funds come from the register: one without orders is there to choose, and stays chosen.
    await admin.getByLabel('Fond').selectOption({ label: 'Handelens Kompetencefond' });
    await ingen.waitFor();
    expect(await hent.isDisabled()).toBe(true);
    await admin.getByLabel('Fond').selectOption({ label: 'Industriens Uddannelsesfond' });
    await raekke(godkendt).waitFor();

    const { idag, imorgen } = danskeDage();
    await admin.getByLabel('Godkendt fra').fill(imorgen);
    await ingen.waitFor();
    await admin.getByLabel('Godkendt fra').fill(idag);
    await admin.getByLabel('Godkendt til').fill(idag);
    await admin.getByLabel('Vis', { exact: true }).selectOption({ label: 'Kun ikke eksporterede' });
    await raekke(godkendt).waitFor();
    expect(new URL(admin.url()).searchParams.get('vis')).toBe('nye');

    // Approved after the page loaded its list: the file holds it, and it is marked with the others.
    await godkend(mettesAnden);
    const [download] = await Promise.all([admin.waitForEvent('download'), hent.click()]);
    expect(download.suggestedFilename()).toMatch(/^betalingsordrer-fond-industri-\d{4}-\d{2}-\d{2}\.csv$/);
    const linjer = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(linjer[0]).toBe('anmodning;dato;cvr;leverandoer;kreditornummer;fakturanummer;beloeb;bankkonto;fi-kort');
    expect(linjer.slice(1).map((l) => l.split(';').slice(0, 2))).toEqual([
      [String(godkendt), idag],
      [String(mettesAnden), idag],
    ]);
    await admin.getByText('2 ordrer er hentet som CSV; 2 nye er markeret som eksporteret.').waitFor();
    // Only those not exported are shown: none are left, and there is nothing to download again.
    await ingen.waitFor();
    expect(await hent.isDisabled()).toBe(true);

    await admin.getByLabel('Vis', { exact: true }).selectOption({ label: 'Alle ordrer' });
    for (const anmodning of [godkendt, mettesAnden]) {
      await raekke(anmodning)
        .getByText(/^Eksporteret \d/)
        .waitFor();
      expect(await raekke(anmodning).getByText('Ikke eksporteret').count()).toBe(0);
    }

    // A copy of orders sent before marks nothing new, and the page says so.
    await admin.getByLabel('Vis', { exact: true }).selectOption({ label: 'Kun eksporterede' });
    await raekke(godkendt).waitFor();
    const [kopi] = await Promise.all([admin.waitForEvent('download'), hent.click()]);
    expect((await readFile((await kopi.path())!, 'utf8')).trimEnd().split('\r\n')).toHaveLength(3);
    await admin.getByText('2 ordrer er hentet som CSV; ingen nye er markeret som eksporteret.').waitFor();

    // A period that runs backwards: the Danish message at 'Godkendt til', nothing asked, nothing to download.
    await admin.getByLabel('Godkendt fra').fill(imorgen);
    const til = admin.getByLabel('Godkendt til');
    await admin.getByText('Godkendt til skal være samme dag som Godkendt fra eller senere.').waitFor();
    expect(await til.getAttribute('aria-invalid')).toBe('true');
    expect(await til.getAttribute('aria-describedby')).toBe('betalingsordrer-til-fejl');
    expect(await hent.isDisabled()).toBe(true);
  });

  it('shows the link to the payment orders only to a role that may see them', async () => {
    const page = await newPage(browser, server.baseUrl);
    await logIndSomAdmin(page, '/app/admin/forudbetaling/anmodning', 'analytiker');
    await page.getByText('(Analytiker)').waitFor();
    await page.getByRole('button', { name: 'Eksportér' }).waitFor();
    expect(await page.getByRole('link', { name: 'Betalingsordrer' }).count()).toBe(0);
    await page.context().close();
  });
});
