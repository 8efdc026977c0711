import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { adminHeaders, send, session } from './api';
import { newPage, startBrowser } from './browser';
import { startServer, type TestServer } from './server';

// Its own server: the requests below break SPEC §5.3 and share an invoice, which no other test should meet.
let server: TestServer;
let browser: Browser;
let admin: Page;
/** Mette's request as she sent it: 95,000 kr on a course whose fee is 18,500 kr, and a period after the second course's. */
let forDyr = 0;
/** Two requests with one invoice file from one supplier, the second corrected onto it by the secretariat. */
const samme = { mette: 0, lars: 0 };

async function anmod(bruger: string, body: unknown): Promise<number> {
  const svar = await send(server.baseUrl, 'POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', body, {
    Cookie: await session(server.baseUrl, 'loenmodtager', bruger),
  });
  expect(svar.status, await svar.clone().text()).toBe(201);
  return ((await svar.json()) as { id: number }).id;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), startBrowser()]);
  const mette = gyldigAnmodning(dataUri(await fakturaPdf()));
  forDyr = await anmod('lm-mette', {
    ...mette,
    deltagelser: [
      { ansogningId: 1001, pris: 95000, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
      { ansogningId: 1002, pris: 9200, periodeStart: '2027-04-01', periodeSlut: '2027-04-05' },
    ],
  });
  // Lars sends the same file under another supplier and number; the secretariat corrects the supplier.
  samme.mette = forDyr;
  samme.lars = await anmod('lm-lars', {
    ...mette,
    deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
    faktura: { ...mette.faktura, cvr: '41876506', fakturaNummer: 'ES-77' },
  });
  const rettet = await send(
    server.baseUrl,
    'POST',
    '/api/ForudbetalingAdmin/OpdaterAnmodningerAdmin',
    {
      anmodningId: samme.lars,
      faktura: { cvr: '35124004', fakturaNummer: 'ES-77', bankOverfoersel: { regNr: '9570', kontoNummer: '12345678' } },
      deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
    },
    await adminHeaders(server.baseUrl),
  );
  expect(rettet.status, await rettet.clone().text()).toBe(200);
  admin = await newPage(browser, server.baseUrl);
  await logIndSomAdmin(admin, '/app/admin/forudbetaling');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function aabn(id: number): Promise<void> {
  await admin.goto(`/app/admin/forudbetaling/behandling/anmodning/${id}`);
  await admin.getByRole('heading', { name: `Behandling af anmodning nr. ${id}` }).waitFor();
}

describe('the handling page and SPEC §5.3 before approval', () => {
  it("shows the fee's and the valid period's messages as the page opens, and offers no approval, before any button is pressed", async () => {
    const godkendt: string[] = [];
    admin.on('request', (r) => {
      if (r.url().includes('/GodkendAnmodning')) godkendt.push(r.url());
    });
    await aabn(forDyr);
    const pris = admin.getByRole('row').filter({ hasText: 'A-2026-001001' });
    await pris.getByText('Beløb er større end deltagergebyr.').waitFor();
    await admin.getByRole('row').filter({ hasText: 'A-2026-001002' }).getByText('Periode er udenfor gældende periode.').waitFor();
    expect(await admin.getByRole('button', { name: 'Godkend anmodning' }).isDisabled()).toBe(true);
    expect(godkendt).toEqual([]);
  });

  it('warns of another live request with the same invoice file from the same supplier, linked', async () => {
    await aabn(samme.mette);
    const advarsel = admin.getByRole('alert').filter({ hasText: 'Samme faktura' });
    await advarsel.waitFor();
    expect(await advarsel.locator(`a[href="/app/admin/forudbetaling/anmodning/${samme.lars}"]`).count()).toBe(1);
    await aabn(samme.lars);
    await admin
      .getByRole('alert')
      .filter({ hasText: 'Samme faktura' })
      .locator(`a[href="/app/admin/forudbetaling/anmodning/${samme.mette}"]`)
      .waitFor();
  });
});
