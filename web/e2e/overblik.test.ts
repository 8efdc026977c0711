import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../../server/testing/fixtures';
import { logIndSomAdmin } from './admin';
import { adminHeaders, anmodningFraMette, send, session } from './api';
import { axeBrud, beskrivBrud } from './axe';
import { newPage, startBrowser } from './browser';
import { startServer, type TestServer } from './server';

// Its own server on the demo data: the figures are compared with the lists, which no other file may change meanwhile.
let server: TestServer;
let browser: Browser;
let page: Page;
let godkendt: number;
let venter: number;
const cspBrud: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), startBrowser()]);
  const base = server.baseUrl;
  // A request from Mette, approved at once, one from Lars waiting, and an application from a company.
  godkendt = (await anmodningFraMette(base)).id;
  const lars = await send(
    base,
    'POST',
    '/api/Forudbetaling/OpretForudbetalingAnmodning',
    {
      ...gyldigAnmodning(dataUri(await fakturaPdf())),
      deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }],
      faktura: { ...gyldigAnmodning('').faktura, fakturaNummer: 'OV-2', dokument: { dataUri: dataUri(await fakturaPdf()) } },
    },
    { Cookie: await session(base, 'loenmodtager', 'lm-lars') },
  );
  expect(lars.status, await lars.clone().text()).toBe(201);
  venter = ((await lars.json()) as { id: number }).id;
  const email = { subject: 'Godkendt', body: '<!DOCTYPE html><html><body><p>Godkendt</p></body></html>' };
  const svar = await send(
    base,
    'POST',
    '/api/ForudbetalingAdmin/GodkendAnmodning',
    { anmodningId: godkendt, email },
    await adminHeaders(base),
  );
  expect(svar.status, await svar.text()).toBe(200);
  const firma = await send(base, 'POST', '/api/ArbejdsmangelAnsoegning/OpretAnsoegning', gyldigAnsoegning(), {
    Cookie: await session(base, 'virksomhed', '31245001'),
  });
  expect(firma.status, await firma.text()).toBe(201);
  page = await newPage(browser, base);
  // The charts draw under the portal's CSP (no inline style or script): a violation is recorded here.
  await page.exposeFunction('rapporterCspBrud', (besked: string) => cspBrud.push(besked));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { rapporterCspBrud: (b: string) => void }).rapporterCspBrud(`${e.effectiveDirective} ${e.blockedURI}`);
    });
  });
  // An analyst: the role that decides from the numbers, and may read every case.
  await logIndSomAdmin(page, '/app/admin', 'analytiker');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The rows of a figure's table (its caption names it), each its first cell and its numbers. */
async function tabel(p: Page, navn: string): Promise<Map<string, string[]>> {
  const tabellen = p.getByRole('table', { name: navn });
  await tabellen.waitFor({ state: 'attached' });
  const raekker = tabellen.locator('tbody tr');
  const ud = new Map<string, string[]>();
  for (const raekke of await raekker.all()) {
    const celler = (await raekke.locator('th, td').allInnerTexts()).map((c) => c.trim());
    ud.set(celler[0]!, celler.slice(1));
  }
  return ud;
}

/** How many cases a list shows with the status chosen in its filter (by the status's Danish label). */
/** Opens a list filtered by a status; the rows shown come after the list's refresh (antalIListen). */
async function filtrer(p: Page, sti: string, status: string): Promise<void> {
  await p.goto(sti);
  await p.getByLabel('Status').selectOption({ label: status });
}

/** The rows the list shows now with the status: 0 while it says it has none. */
async function antalIListen(p: Page, status: string): Promise<number> {
  if (await p.getByText(/Der er ingen (anmodninger|ansøgninger)/).isVisible()) return 0;
  return p.getByRole('main').locator('table tbody tr').filter({ hasText: status }).count();
}

describe('the overview /app/admin/overblik', () => {
  it('is reached from the front page, shows the demo figures, and axe finds no violations', async () => {
    await page.goto('/app/admin');
    await page.getByRole('main').getByRole('link', { name: 'Overblik' }).click();
    await page.getByRole('heading', { name: 'Overblik', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Anmodning om forudbetaling' }).waitFor();
    // Each chart's title, and an axis label drawn in it.
    await page.getByRole('figure', { name: 'Sager pr. status nu: Anmodning om forudbetaling' }).waitFor();
    expect(await page.getByText('Antal sager', { exact: true }).count()).toBeGreaterThan(0);
    const fonde = await tabel(page, 'Godkendt forudbetaling pr. fond pr. måned');
    // The approved request's 27.700 kr. to Industriens Uddannelsesfond, in this month (the table's last row).
    expect([...fonde.values()].at(-1)).toEqual(['27.700,00']);
    const brud = await axeBrud(page);
    expect(brud, beskrivBrud('overblikket', brud)).toEqual([]);
    expect(cspBrud).toEqual([]);
  });

  it('counts per status what the lists show', async () => {
    await page.goto('/app/admin/overblik');
    const anmodninger = await tabel(page, 'Sager pr. status nu: Anmodning om forudbetaling');
    const ansoegninger = await tabel(page, 'Sager pr. status nu: Ansøgning om støtte ved midlertidig arbejdsmangel');
    expect(anmodninger.get('Oprettet')).toEqual(['1']);
    expect(anmodninger.get('Godkendt')).toEqual(['1']);
    expect(ansoegninger.get('Afventer attestering')).toEqual(['1']);
    // Each list refreshes after the choice: its count settles on the overview's, or the test fails.
    for (const [sti, tal] of [
      ['/app/admin/forudbetaling/anmodning', anmodninger],
      ['/app/admin/arbejdsmangel/ansoegning', ansoegninger],
    ] as const) {
      for (const [status, [antal]] of tal) {
        await filtrer(page, sti, status);
        await expect.poll(() => antalIListen(page, status), { message: status }).toBe(Number(antal));
      }
    }
  });

  it('links the oldest waiting case to its page', async () => {
    await page.goto('/app/admin/overblik');
    await page.getByRole('link', { name: `Anmodning ${venter}` }).click();
    await page.waitForURL((url) => url.pathname === `/app/admin/forudbetaling/anmodning/${venter}`);
  });
});
