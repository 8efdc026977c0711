import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUdbyder, type TestUdbyder } from '../../server/testing/oidc-udbyder';
import { newPage, startBrowser } from './browser';
import { ledigPort } from '../../server/testing/ledig-port';
import { startServer, type TestServer } from './server';

// Real OpenID providers on loopback, one as the MitID broker and one as Entra ID, and the real server set up for them.
let browser: Browser;
let mitId: TestUdbyder;
let entra: TestUdbyder;
let server: TestServer;

beforeAll(async () => {
  const port = await ledigPort();
  const base = `http://127.0.0.1:${port}`;
  mitId = await startTestUdbyder({
    titel: 'MitID (testbroker)',
    redirectUris: [`${base}/auth/callback`],
    postLogoutRedirectUris: [`${base}/app`],
    acrTitler: { 'urn:grn:authn:dk:mitid:substantial': 'MitID privat', 'urn:grn:authn:dk:mitid:business': 'MitID Erhverv' },
    konti: {
      mette: { navn: 'Mette Jensen', claims: { cprNumberIdentifier: '1203851234', name: 'Mette Jensen' } },
      // Signed in at a lower level than asked for, as a broker session from an earlier, weaker login would be.
      lars: {
        navn: 'Lars Lavsikret',
        claims: { cprNumberIdentifier: '0505801234', name: 'Lars Lavsikret' },
        acr: 'urn:grn:authn:dk:mitid:low',
      },
      nordisk: {
        navn: 'Anne Andersen (Nordisk Stål & Montage A/S)',
        claims: { cvrNumberIdentifier: '31245001', name: 'Anne Andersen', '2.5.4.10': 'Nordisk Stål & Montage A/S' },
      },
    },
  });
  entra = await startTestUdbyder({
    titel: 'Microsoft Entra ID (test)',
    redirectUris: [`${base}/auth/admin/callback`],
    konti: {
      tove: { navn: 'Tove Tekst', claims: { preferred_username: 'tove@fond.example.dk', name: 'Tove Tekst', roles: ['Fond.Tekster'] } },
    },
  });
  server = await startServer({
    PORT: String(port),
    OIDC_BORGER_ISSUER: mitId.issuer,
    OIDC_BORGER_CLIENT_ID: mitId.clientId,
    OIDC_BORGER_CLIENT_SECRET: mitId.clientSecret,
    OIDC_BORGER_CLAIMS: 'idura',
    OIDC_ADMIN_ISSUER: entra.issuer,
    OIDC_ADMIN_CLIENT_ID: entra.clientId,
    OIDC_ADMIN_CLIENT_SECRET: entra.clientSecret,
    OIDC_ADMIN_ROLLER: JSON.stringify({ 'Fond.Tekster': 'Tekstredaktoer', 'Fond.Sager': 'Sagsbehandler' }),
  });
  browser = await startBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mitId?.stop();
  await entra?.stop();
});

const loginStatus = (page: Page) => page.evaluate(async () => (await fetch('/api/loginStatus.aspx')).json());

describe('citizens sign in with MitID through the broker', () => {
  it('an employee signs in and lands on returnUrl, and logs out at the broker too', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp%3Fkilde%3Dmitid');
    await page.getByRole('heading', { name: 'MitID (testbroker)' }).waitFor();
    await page.getByRole('heading', { name: 'MitID privat' }).waitFor();
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.waitForURL(`${server.baseUrl}/app?kilde=mitid`);
    expect(await loginStatus(page)).toMatchObject({ data: { type: 'loenmodtager', navn: 'Mette Jensen' } });
    await expect.poll(() => page.getByText('Mette Jensen').first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.getByRole('heading', { name: 'MitID (testbroker)' }).waitFor();
    // The broker's logout is asked for by the portal's client id; the ID token, with the CPR number, is in no URL.
    const logud = new URL(page.url());
    expect(logud.searchParams.get('client_id')).toBe(mitId.clientId);
    expect(logud.searchParams.has('id_token_hint')).toBe(false);
    await page.getByRole('button', { name: 'Log ud' }).click();
    await page.waitForURL(`${server.baseUrl}/app`);
    expect(await loginStatus(page)).toEqual({ data: { type: null, navn: null } });
  });

  it('a company signs in with MitID Erhverv and its CVR from the work-shortage form', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/app/virksomhed/arbejdsmangel/anmod');
    await page.getByRole('heading', { name: 'MitID Erhverv' }).waitFor();
    await page.getByRole('button', { name: 'Anne Andersen (Nordisk Stål & Montage A/S)' }).click();
    await page.waitForURL(`${server.baseUrl}/app/virksomhed/arbejdsmangel/anmod`);
    await page.getByRole('heading', { name: 'Ansøgning om støtte ved midlertidig arbejdsmangel' }).waitFor();
    expect(await loginStatus(page)).toMatchObject({ data: { type: 'virksomhed', navn: 'Nordisk Stål & Montage A/S' } });
  });

  it('a private MitID at the company login ends on a Danish page saying the CVR is missing, not logged in', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/log-ind?loginHint=virksomhed&returnUrl=%2Fapp%2Fvirksomhed%2Farbejdsmangel%2Fanmod');
    await page.getByRole('button', { name: 'Mette Jensen' }).click();
    await page.getByRole('heading', { name: 'Du blev ikke logget ind' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Login gav ikke et CVR-nummer');
    expect(await loginStatus(page)).toEqual({ data: { type: null, navn: null } });
    expect(await page.getByRole('link', { name: 'Prøv igen' }).getAttribute('href')).toBe(
      '/fonditlogin?loginHint=virksomhed&returnUrl=%2Fapp%2Fvirksomhed%2Farbejdsmangel%2Fanmod',
    );
  });

  it('a login at a lower MitID level than asked for ends on the Danish page, not logged in', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/fonditlogin?loginHint=loenmodtager&returnUrl=%2Fapp%2Fforudbetaling%2Fanmod');
    await page.getByRole('button', { name: 'Lars Lavsikret' }).click();
    await page.getByRole('heading', { name: 'Du blev ikke logget ind' }).waitFor();
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    expect(await page.getByRole('alert').textContent()).toContain('Login kunne ikke gennemføres');
    expect(await loginStatus(page)).toEqual({ data: { type: null, navn: null } });
  });
});

describe('the secretariat signs in with its organisation account', () => {
  it('a Tekstredaktoer sees the texts, no case handling in the menu, and 403 on case handling', async () => {
    const page = await newPage(browser, server.baseUrl);
    await page.goto('/app/admin/tekst');
    expect(await page.getByLabel('Adgangskode').count()).toBe(0);
    await page.getByRole('button', { name: 'Log ind med arbejdskonto' }).click();
    await page.getByRole('heading', { name: 'Microsoft Entra ID (test)' }).waitFor();
    await page.getByRole('button', { name: 'Tove Tekst' }).click();

    await page.waitForURL(`${server.baseUrl}/app/admin/tekst`);
    await page.getByRole('heading', { name: 'Tekster', level: 1 }).waitFor();
    // The bar shows the name with the roles in small print beneath it.
    await page.getByText('Tove Tekst', { exact: true }).waitFor();
    await page.getByText('(Tekstredaktør)', { exact: true }).waitFor();
    const menu = page.getByRole('navigation');
    expect(await menu.getByRole('link', { name: 'Tekster' }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Forudbetalinger til behandling' }).count()).toBe(0);
    expect(await menu.getByRole('button', { name: 'Forudbetaling' }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: /^(Ansøgninger om arbejdsmangel|Arbejdsmangel)$/ }).count()).toBe(0);

    // The screen says it is not for this role before it asks the server; the server refuses the request all the same.
    await page.goto('/app/admin/forudbetaling/behandling');
    await page.getByRole('heading', { name: 'Ingen adgang', level: 1 }).waitFor();
    const svar = await page.evaluate(async () => {
      const { accessToken } = JSON.parse(localStorage.getItem('fondsportal.admin.token') ?? '{}') as { accessToken?: string };
      const res = await fetch('/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=10', {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      return { status: res.status, problem: (await res.json()) as { title: string } };
    });
    expect(svar).toMatchObject({ status: 403, problem: { title: 'Din rolle giver ikke adgang til dette.' } });
  });
});
