import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { ledigPort } from '../../server/testing/ledig-port';
import { startTestUdbyder, type TestUdbyder } from '../../server/testing/oidc-udbyder';
import { startBrowser } from './browser';
import { startServer, type TestServer } from './server';

// The real server with the test provider as the secretariat's Entra ID (as in oidc.test.ts), and the
// Outlook add-in in a page whose Office.js is a stand-in: its dialog is a real pop-up window.
const ADD_IN = '/app/outlook-journalisering';
const JOURNALISER = '/api/JournaliseringAdmin/JournaliserEmail';
let browser: Browser;
let entra: TestUdbyder;
let server: TestServer;
let ansoegningId: number;

beforeAll(async () => {
  const port = await ledigPort();
  const base = `http://127.0.0.1:${port}`;
  entra = await startTestUdbyder({
    titel: 'Microsoft Entra ID (test)',
    redirectUris: [`${base}/auth/admin/callback`],
    konti: {
      sara: { navn: 'Sara Sag', claims: { preferred_username: 'sara@fond.example.dk', name: 'Sara Sag', roles: ['Fond.Sager'] } },
    },
  });
  server = await startServer({
    PORT: String(port),
    OIDC_ADMIN_ISSUER: entra.issuer,
    OIDC_ADMIN_CLIENT_ID: entra.clientId,
    OIDC_ADMIN_CLIENT_SECRET: entra.clientSecret,
    OIDC_ADMIN_ROLLER: JSON.stringify({ 'Fond.Sager': 'Sagsbehandler' }),
  });
  browser = await startBrowser();
  ansoegningId = await opretArbejdsmangelAnsoegning();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await entra?.stop();
});

async function nyContext(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.baseUrl, locale: 'da-DK', timezoneId: 'Europe/Copenhagen' });
}

/** The demo company applies (citizens still sign in as in the demo), so there is a case to journalise on. */
async function opretArbejdsmangelAnsoegning(): Promise<number> {
  const context = await nyContext();
  const page = await context.newPage();
  await page.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp');
  await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const { status, id } = await page.evaluate(async (ansoegning) => {
    const res = await fetch('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ansoegning),
    });
    return { status: res.status, id: ((await res.json()) as { id: number }).id };
  }, gyldigAnsoegning());
  expect(status).toBe(201);
  await context.close();
  return id;
}

/**
 * Office.js as Outlook would give it, defined before the pages' own scripts: in the task pane a
 * mailbox with the e-mail and displayDialogAsync opening a pop-up; in the dialog's page
 * messageParent, carried to the pane on a BroadcastChannel (same origin, as Office requires). What
 * the pane receives is kept in window.dialogBeskeder, so the test can see that only a code crossed.
 */
async function tilfoejelse(emne: string, { udenDialogApi = false } = {}): Promise<Page> {
  const context = await nyContext();
  await context.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await context.addInitScript(
    ({ emne, udenDialogApi }) => {
      if (!location.pathname.startsWith('/app/outlook-journalisering')) return;
      const onReady = (callback?: () => void) => (callback?.(), Promise.resolve({ host: 'Outlook' }));
      const kanal = 'office-dialog';
      if (location.pathname.startsWith('/app/outlook-journalisering/log-ind')) {
        const messageParent = (besked: string) => new BroadcastChannel(kanal).postMessage(besked);
        Object.assign(window, { Office: { onReady, context: { ui: { messageParent } } } });
        return;
      }
      const beskeder: string[] = [];
      const displayDialogAsync = (url: string, _options: object, callback: (r: object) => void) => {
        // Opened blank and then sent on: Playwright's init scripts miss a pop-up's very first document.
        const vindue = window.open('about:blank', 'office-dialog', 'popup,width=480,height=640');
        if (!vindue) return callback({ status: 'failed', error: { code: 12009, message: 'blokeret' } });
        vindue.location.assign(url);
        const handlers: Record<string, (arg: object) => void> = {};
        const bc = new BroadcastChannel(kanal);
        bc.onmessage = (e: MessageEvent<string>) => {
          beskeder.push(e.data);
          handlers['dialogMessageReceived']?.({ message: e.data, origin: e.origin });
        };
        // Office tells the add-in when the person closes the dialog; the opener cannot see it itself
        // once the window has been at the provider (another origin's opener policy severs the tie).
        Object.assign(window, { lukDialog: () => (vindue.close(), handlers['dialogEventReceived']?.({ error: 12006 })) });
        const dialog = {
          addEventHandler: (type: string, handler: (arg: object) => void) => (handlers[type] = handler),
          close: () => (bc.close(), vindue.close()),
        };
        callback({ status: 'succeeded', value: dialog });
      };
      const ui = udenDialogApi ? {} : { displayDialogAsync };
      Object.assign(window, {
        dialogBeskeder: beskeder,
        Office: {
          onReady,
          EventType: { DialogMessageReceived: 'dialogMessageReceived', DialogEventReceived: 'dialogEventReceived' },
          context: { mailbox: { item: { subject: emne } }, ui },
        },
      });
    },
    { emne, udenDialogApi },
  );
  return context.newPage();
}

describe('the Outlook add-in signs in with the organisation account', () => {
  it('signs in in the dialog at the provider, gets only a one-time code back, and journalises the e-mail', async () => {
    const emne = `SV: Din ansøgning (Ansøgning ${ansoegningId})`;
    const page = await tilfoejelse(emne);
    await page.goto(ADD_IN);
    expect(await page.getByLabel('Adgangskode').count()).toBe(0);

    const dialog = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log ind med arbejdskonto' }).click();
    const vindue = await dialog;
    const adresser: string[] = [];
    vindue.on('framenavigated', (frame) => adresser.push(frame.url()));
    await vindue.getByRole('heading', { name: 'Microsoft Entra ID (test)' }).waitFor();
    await page.getByText('Log ind i vinduet, der er åbnet over Outlook.').waitFor();

    const anmodning = page.waitForRequest((req) => req.url().endsWith(JOURNALISER) && req.method() === 'POST', { timeout: 20_000 });
    await vindue.getByRole('button', { name: 'Sara Sag' }).click();
    // (Office closes it at the add-in's word; the stand-in's window reference is severed by then.)
    await vindue.getByText('Du er logget ind. Vinduet lukker af sig selv.').waitFor();

    const req = await anmodning;
    expect(req.postDataJSON()).toEqual({ EmailSubject: emne });
    await page.getByText(`E-mailen er journaliseret på Ansøgning om arbejdsmangel ${ansoegningId}.`).waitFor();

    // Only the code crossed from the dialog, and no token stood in any address the dialog visited.
    const beskeder = await page.evaluate(() => (window as unknown as { dialogBeskeder: string[] }).dialogBeskeder);
    expect(beskeder).toHaveLength(1);
    expect(Object.keys(JSON.parse(beskeder[0]!) as object)).toEqual(['kode']);
    const { accessToken, refreshToken } = await page.evaluate(
      () => JSON.parse(localStorage.getItem('fondsportal.admin.token') ?? '{}') as { accessToken: string; refreshToken: string },
    );
    expect(accessToken).toBeTruthy();
    for (const adresse of adresser) {
      expect(adresse).not.toContain(accessToken);
      expect(adresse).not.toContain(refreshToken);
    }
    expect(adresser.some((a) => new URL(a).pathname === '/app/outlook-journalisering/log-ind')).toBe(true);
    await page.context().close();
  });

  it('says in Danish that the dialog was closed, and signs in on a second try', async () => {
    const page = await tilfoejelse('Mødeindkaldelse');
    await page.goto(ADD_IN);
    const dialog = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log ind med arbejdskonto' }).click();
    const vindue = await dialog;
    await vindue.getByRole('heading', { name: 'Microsoft Entra ID (test)' }).waitFor();
    await page.evaluate(() => (window as unknown as { lukDialog: () => void }).lukDialog());
    await page.getByText('Loginvinduet blev lukket, før du var logget ind. Prøv igen.').waitFor();

    const igen = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log ind med arbejdskonto' }).click();
    await (await igen).getByRole('button', { name: 'Sara Sag' }).click();
    await page.getByText('Emne: Mødeindkaldelse').waitFor({ timeout: 20_000 });
    await page.context().close();
  });

  it('says in Danish when Outlook cannot open a dialog', async () => {
    const page = await tilfoejelse('Mødeindkaldelse', { udenDialogApi: true });
    await page.goto(ADD_IN);
    await page.getByRole('button', { name: 'Log ind med arbejdskonto' }).click();
    await page.getByText(/Denne udgave af Outlook kan ikke åbne et loginvindue/).waitFor();
    await page.context().close();
  });
});
