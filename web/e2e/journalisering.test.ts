import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gyldigAnsoegning } from '../../server/testing/fixtures';
import { newPage, startBrowser } from './browser';

const ADD_IN = '/app/outlook-journalisering';
const JOURNALISER = '/api/JournaliseringAdmin/JournaliserEmail';

let browser: Browser;
let ansoegningId: number;

beforeAll(async () => {
  browser = await startBrowser();
  ansoegningId = await opretArbejdsmangelAnsoegning();
});
afterAll(async () => {
  await browser?.close();
});

/** The employer logs in and applies, as the work-shortage form does; answers the new application's id. */
async function opretArbejdsmangelAnsoegning(): Promise<number> {
  const page = await newPage(browser);
  await page.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp');
  await page.getByRole('button', { name: 'Fyns Træ og Byg ApS' }).click();
  await page.waitForURL((url) => url.pathname === '/app');
  const { status, body } = await page.evaluate(async (ansoegning) => {
    const res = await fetch('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ansoegning),
    });
    return { status: res.status, body: (await res.json()) as { id: number } };
  }, gyldigAnsoegning());
  expect(status).toBe(201);
  await page.context().close();
  return body.id;
}

/** The stand-in for Office.js: the open item's subject, read or compose mode, and whether the host gets ready. */
interface Vaert {
  emne: string;
  skrivning?: boolean;
  aldrigKlar?: boolean;
}

/**
 * A page whose Office object is defined before the page's own scripts run, as Office.js would;
 * Microsoft's CDN answers with an empty script so nothing leaves the machine.
 */
async function tilfoejelse({ emne, skrivning = false, aldrigKlar = false }: Vaert): Promise<Page> {
  const page = await newPage(browser);
  await page.route('https://appsforoffice.microsoft.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  await page.addInitScript(
    ({ emne, skrivning, aldrigKlar }) => {
      const subject = skrivning
        ? { getAsync: (cb: (r: object) => void) => setTimeout(() => cb({ status: 'succeeded', value: emne }), 10) }
        : emne;
      const onReady = (callback?: (info: object) => void) => {
        if (aldrigKlar) return new Promise(() => {});
        const info = { host: 'Outlook', platform: 'OfficeOnline' };
        callback?.(info);
        return Promise.resolve(info);
      };
      Object.assign(window, { Office: { onReady, context: { mailbox: { item: { subject } } } } });
    },
    { emne, skrivning, aldrigKlar },
  );
  return page;
}

/** Stores an admin token pair the way the admin area's login does, before the page loads. */
async function medAdminToken(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/token', { data: { brugernavn: 'admin', adgangskode: 'admin' } });
  expect(res.status()).toBe(200);
  const tokens = (await res.json()) as { accessToken: string; refreshToken: string };
  await page.addInitScript((tokens) => {
    if (location.pathname.startsWith('/app') && localStorage.getItem('fondsportal.admin.token') === null) {
      localStorage.setItem('fondsportal.admin.token', JSON.stringify(tokens));
    }
  }, tokens);
}

describe('Outlook add-in: journalising the open e-mail', () => {
  it('lets the admin log in in the task pane, waits 5 s, journalises the subject and shows it in the journal frame', async () => {
    const emne = `SV: Din anmodning (Ansøgning ${ansoegningId})`;
    const page = await tilfoejelse({ emne });
    await page.goto(ADD_IN);
    await page.getByLabel('Brugernavn').fill('admin');
    await page.getByLabel('Adgangskode').fill('admin');

    const logIndKlik = Date.now();
    const anmodning = page.waitForRequest((req) => req.url().endsWith(JOURNALISER) && req.method() === 'POST', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByText('Venter på Outlook…').waitFor();
    const req = await anmodning;
    expect(Date.now() - logIndKlik).toBeGreaterThanOrEqual(4_900);
    expect(req.postDataJSON()).toEqual({ EmailSubject: emne });
    expect(req.headers()['authorization']).toMatch(/^Bearer /);

    await page.getByText(`E-mailen er journaliseret på Ansøgning om arbejdsmangel ${ansoegningId}.`).waitFor();
    expect(await page.getByText(`Emne: ${emne}`).isVisible()).toBe(true);

    // The work-shortage detail screen's journal frame, opened as the admin through a one-time code.
    const { url } = await page.evaluate(async (til) => {
      const { accessToken } = JSON.parse(localStorage.getItem('fondsportal.admin.token') ?? '{}') as { accessToken: string };
      const res = await fetch('/api/NyadminAdgang', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ til }),
      });
      return (await res.json()) as { url: string };
    }, `/nyadmin/ArbejdsmangelJournalisering/${ansoegningId}`);
    await page.goto(url);
    expect(new URL(page.url()).pathname).toBe(`/nyadmin/ArbejdsmangelJournalisering/${ansoegningId}`);
    await page.getByRole('cell', { name: emne }).waitFor();
  });

  it('keeps waiting, and sends nothing, while the host never becomes ready', async () => {
    const page = await tilfoejelse({ emne: `Ansøgning ${ansoegningId}`, aldrigKlar: true });
    await medAdminToken(page);
    const journalKald: string[] = [];
    const sidefejl: Error[] = [];
    page.on('request', (req) => {
      if (req.url().includes(JOURNALISER)) journalKald.push(req.url());
    });
    page.on('pageerror', (fejl) => sidefejl.push(fejl));

    await page.goto(ADD_IN);
    await page.getByText('Venter på Outlook…').waitFor();
    await page.waitForTimeout(7_000);

    expect(journalKald).toEqual([]);
    expect(sidefejl).toEqual([]);
    expect(await page.getByText('Venter på Outlook…').isVisible()).toBe(true);
  });

  it('keeps waiting, without errors, when Office.js cannot be loaded at all', async () => {
    const page = await newPage(browser);
    await page.route('https://appsforoffice.microsoft.com/**', (route) => route.abort('internetdisconnected'));
    await medAdminToken(page);
    const sidefejl: Error[] = [];
    page.on('pageerror', (fejl) => sidefejl.push(fejl));

    await page.goto(ADD_IN);
    await page.getByText('Venter på Outlook…').waitFor();
    await page.waitForTimeout(6_000);

    expect(sidefejl).toEqual([]);
    expect(await page.getByText('Venter på Outlook…').isVisible()).toBe(true);
  });

  it('reads the subject with getAsync when the e-mail is being written', async () => {
    const emne = `Vedr. ansøgning nr. ${ansoegningId}`;
    const page = await tilfoejelse({ emne, skrivning: true });
    await medAdminToken(page);
    const anmodning = page.waitForRequest((r) => r.url().endsWith(JOURNALISER), { timeout: 20_000 });
    await page.goto(ADD_IN);

    const req = await anmodning;
    expect(req.postDataJSON()).toEqual({ EmailSubject: emne });
    await page.getByText(`E-mailen er journaliseret på Ansøgning om arbejdsmangel ${ansoegningId}.`).waitFor();
  });

  it('only logs a refusal, and tells the user nothing went right or wrong', async () => {
    const emne = 'Mødeindkaldelse';
    const page = await tilfoejelse({ emne });
    await medAdminToken(page);
    const fejl: string[] = [];
    page.on('console', (besked) => {
      if (besked.type() === 'error') fejl.push(besked.text());
    });
    const journalSvar = page.waitForResponse((r) => r.url().endsWith(JOURNALISER), { timeout: 20_000 });
    await page.goto(ADD_IN);

    const svar = await journalSvar;
    expect(svar.status()).toBe(404);
    await expect.poll(() => fejl.includes('Fejl: 404 - Not Found')).toBe(true);
    await page.getByText(`Emne: ${emne}`).waitFor();
    expect(await page.getByText('Journaliserer e-mailen…').count()).toBe(0);
    expect(await page.getByText(/journaliseret på/).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
