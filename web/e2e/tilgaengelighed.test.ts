import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruter } from '../../server/ruter';
import { dataUri, fakturaPdf } from '../../server/testing/faktura';
import { gyldigAnmodning, gyldigAnsoegning } from '../../server/testing/fixtures';
import { alleRuter } from '../../engine/app-ruter';
import { logIndSomAdmin } from './admin';
import { axeBrud, beskrivBrud } from './axe';
import { startBrowser } from './browser';
import { startServer, type TestServer } from './server';
import { kontrolFarver, svageKontroller } from './kontrol-kontrast';
import { FAKTURA, skaerme, type Rolle, type Sager } from './skaerme';
import { forBrede, sidenRullerSidelaens, SMAL } from './smal-skaerm';

// Its own server on fresh data: the scan submits a request and opens cases without touching the others' demo data.
let server: TestServer;
let browser: Browser;
const sider = new Map<Rolle, Page>();
const sager: Sager = { anmodning: 0, arbejdsmangel: 0, nyadmin: () => Promise.reject(new Error('ingen admin')) };

/** A context per role, logged in the way that role logs in; Outlook's Office.js is answered by a stand-in. */
async function side(rolle: Rolle): Promise<Page> {
  const fundet = sider.get(rolle);
  if (fundet) return fundet;
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
  await udenOffice(context);
  const page = await context.newPage();
  if (rolle === 'loenmodtager' || rolle === 'virksomhed') {
    // Each role's own start page: a company's is /app/virksomhed.
    const start = rolle === 'loenmodtager' ? '/app' : '/app/virksomhed';
    await page.goto(`/fonditlogin?loginHint=${rolle}&returnUrl=${encodeURIComponent(start)}`);
    await page.getByRole('button', { name: rolle === 'loenmodtager' ? 'Mette Jensen' : 'Fyns Træ og Byg ApS' }).click();
    await page.waitForURL((url) => url.pathname === start);
  }
  if (rolle === 'admin') {
    await logIndSomAdmin(page);
    sager.nyadmin = async (til) => {
      const tokens = await page.evaluate(
        () => JSON.parse(localStorage.getItem('fondsportal.admin.token') ?? '{}') as { accessToken: string },
      );
      const svar = await page.request.post('/api/NyadminAdgang', {
        data: { til },
        headers: { Authorization: `Bearer ${tokens.accessToken}` },
      });
      return ((await svar.json()) as { url: string }).url;
    };
  }
  sider.set(rolle, page);
  return page;
}

/** Office.js from Microsoft's CDN, stood in for: an open e-mail whose subject names no case. */
async function udenOffice(context: BrowserContext): Promise<void> {
  await context.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await context.addInitScript(() => {
    if (!location.pathname.startsWith('/app/outlook-journalisering')) return;
    const info = { host: 'Outlook', platform: 'OfficeOnline' };
    const onReady = (callback?: (i: object) => void) => (callback?.(info), Promise.resolve(info));
    Object.assign(window, { Office: { onReady, context: { mailbox: { item: { subject: 'Spørgsmål om kursus' } } } } });
  });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), startBrowser()]);
  FAKTURA.pdf = Buffer.from(await fakturaPdf());
  // A request from Lars awaiting handling, and a company's work-shortage application.
  const lars = await browser.newContext({ baseURL: server.baseUrl });
  const larsSide = await lars.newPage();
  await larsSide.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp');
  await larsSide.getByRole('button', { name: 'Lars Nielsen' }).click();
  await larsSide.waitForURL((url) => url.pathname === '/app');
  // A file of its own: the wizard's screens upload FAKTURA.pdf, and the same file from the same supplier is the same invoice.
  const anmodning = gyldigAnmodning(dataUri(await fakturaPdf()));
  const svar = await larsSide.request.post('/api/Forudbetaling/OpretForudbetalingAnmodning', {
    data: { ...anmodning, deltagelser: [{ ansogningId: 1004, pris: 15750, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' }] },
  });
  expect(svar.status(), await svar.text()).toBe(201);
  sager.anmodning = ((await svar.json()) as { id: number }).id;
  await lars.close();
  const virksomhed = await side('virksomhed');
  const ansoegning = await virksomhed.request.post('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', { data: gyldigAnsoegning() });
  expect(ansoegning.status(), await ansoegning.text()).toBe(201);
  sager.arbejdsmangel = ((await ansoegning.json()) as { id: number }).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('accessibility (axe-core, WCAG 2.1 AA, non-text contrast of controls, reflow at 375 px) on every screen of every role', () => {
  it('scans every route of the app and every page the server renders', () => {
    const skannet = new Set(skaerme.map((s) => s.rute));
    expect(alleRuter().filter((rute) => !skannet.has(rute))).toEqual([]);
    // The server's own pages: every GET route that answers a page a person reads (/proeve/stoppet only sends on).
    const ikkeSider =
      /^\/(api\/(?!docs$)|app|auth\/|static\/|favicon|tema|sessionkeepalive$|nyadmin\/boot$|definitioner\/validatorer\/|proeve\/stoppet$|$)/;
    const serverSider = Object.keys(ruter)
      .filter((noegle) => noegle.startsWith('GET '))
      .map((noegle) => noegle.slice(4))
      .filter((sti) => !ikkeSider.test(sti));
    expect(serverSider.length).toBeGreaterThan(3);
    expect(serverSider.filter((rute) => !skannet.has(rute))).toEqual([]);
  });

  for (const skaerm of skaerme) {
    it(`${skaerm.rolle}: ${skaerm.navn} (${skaerm.rute})`, async () => {
      const page = await side(skaerm.rolle);
      await skaerm.vis(page, sager);
      const brud = await axeBrud(page);
      expect(brud, beskrivBrud(`${skaerm.navn} på ${page.url()}`, brud)).toEqual([]);
      // react-bootstrap's English defaults, which axe cannot tell from a name.
      expect(await page.getByRole('button', { name: /^(close|close alert|toggle navigation)$/i, includeHidden: true }).count()).toBe(0);
      // Non-text contrast (1.4.11), which axe has no rule for: every form control's border against its background.
      expect(svageKontroller(await kontrolFarver(page)), skaerm.navn).toEqual([]);
      // Reflow at a phone's width (1.4.10): nothing but a table in its own scroll area goes sideways.
      const bredde = page.viewportSize();
      await page.setViewportSize(SMAL);
      try {
        expect(await sidenRullerSidelaens(page), `${skaerm.navn} ved 375 px: ${(await forBrede(page)).join(', ')}`).toBe(false);
      } finally {
        if (bredde) await page.setViewportSize(bredde);
      }
    });
  }
});
