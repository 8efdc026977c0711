import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app';
import { loginHosUdbyder } from '../../testing/oidc-login';
import { somEntraId, startTestUdbyder, type TestUdbyder } from '../../testing/oidc-udbyder';

const BASE = 'http://localhost:3000';
const tekst = { key: 'test:nøgle', type: 'text', indhold: 'x', beskrivelse: '' };
type Pair = { accessToken: string; refreshToken: string };
let entra: TestUdbyder;

beforeAll(async () => {
  entra = await startTestUdbyder({
    titel: 'Microsoft Entra ID (test)',
    redirectUris: [`${BASE}/auth/admin/callback`],
    konti: {
      tove: {
        navn: 'Tove Tekst',
        claims: { preferred_username: 'tove@fond.example.dk', name: 'Tove Tekst', roles: ['Fond.Tekster', 'Fond.Ukendt'] },
      },
      sara: { navn: 'Sara Sag', claims: { preferred_username: 'sara@fond.example.dk', name: 'Sara Sag', roles: ['Fond.Sager'] } },
      ulla: { navn: 'Ulla Uden Rolle', claims: { preferred_username: 'ulla@fond.example.dk', name: 'Ulla Uden Rolle' } },
    },
  });
});
afterAll(async () => {
  await entra?.stop();
});

/** The app with the test provider as the secretariat's Entra ID, app roles mapped by OIDC_ADMIN_ROLLER. */
function entraApp() {
  const oidcAdmin = somEntraId(entra, { 'Fond.Tekster': 'Tekstredaktoer', 'Fond.Sager': 'Sagsbehandler' }, BASE);
  const api = testApp({ oidcAdmin });
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);

  /** Signs `konto` in at the provider through the portal; answers the callback's answer and the browser's cookies. */
  async function login(konto: string, returnUrl = '/app/admin/tekst') {
    const start = await api.app.request(`/auth/admin/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    expect(start.status).toBe(302);
    const tilbage = await loginHosUdbyder(start.headers.get('Location')!, konto);
    const svar = await api.app.request(tilbage.pathname + tilbage.search, { headers: { Cookie: cookies(start).join('; ') } });
    const overdragelse = cookies(svar).find((c) => /^fondadmin-overdragelse=./.test(c));
    return { svar, overdragelse };
  }

  /** The admin app's step after the redirect: the handover cookie for the token pair. */
  const hentTokens = (cookie: string | undefined) =>
    api.app.request('/api/auth/oidc', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} });

  return { ...api, login, hentTokens };
}

const bearer = (pair: Pair) => ({ Authorization: `Bearer ${pair.accessToken}` });

describe('the secretariat signs in at Entra ID', () => {
  it('sends the admin app to the provider with PKCE, state and nonce', async () => {
    const { app } = entraApp();
    const res = await app.request('/auth/admin/login?returnUrl=/app/admin/tekst');
    const til = new URL(res.headers.get('Location')!);
    expect(til.origin).toBe(entra.issuer);
    expect(til.searchParams.get('redirect_uri')).toBe(`${BASE}/auth/admin/callback`);
    expect(til.searchParams.get('code_challenge_method')).toBe('S256');
    expect(til.searchParams.get('state')).toBeTruthy();
    expect(til.searchParams.get('nonce')).toBeTruthy();
    expect(til.searchParams.get('scope')).toBe('openid profile email');
  });

  it('issues the admin tokens, once, with the mapped role; texts yes, case handling 403 in Danish', async () => {
    const { login, hentTokens, json } = entraApp();
    const { svar, overdragelse } = await login('tove');
    expect(svar.status).toBe(302);
    expect(svar.headers.get('Location')).toBe('/app/admin/tekst');
    expect(overdragelse).toBeDefined();

    const res = await hentTokens(overdragelse);
    expect(res.status).toBe(200);
    const pair = (await res.json()) as Pair;
    expect((await hentTokens(overdragelse)).status).toBe(401);

    const mig = await json('GET', '/api/auth/mig', undefined, bearer(pair));
    expect(await mig.json()).toEqual({
      brugernavn: 'tove@fond.example.dk',
      navn: 'Tove Tekst',
      email: 'tove@fond.example.dk',
      roller: ['Tekstredaktoer'],
    });
    expect((await json('PUT', '/api/Tekst', tekst, bearer(pair))).status).toBe(201);
    const sag = await json('GET', '/api/ForudbetalingAdmin/FindAnmodninger?status=Oprettet&pageSize=10', undefined, bearer(pair));
    expect(sag.status).toBe(403);
    expect(await sag.json()).toMatchObject({
      status: 403,
      title: 'Din rolle giver ikke adgang til dette.',
      detail: 'Det kræver en af rollerne: Sagsbehandler, Analytiker, Administrator, Læser sager (system), Behandler sager (system).',
    });
  });

  it('keeps the role and login through refresh, and ends both at logout', async () => {
    const { login, hentTokens, json } = entraApp();
    const { overdragelse } = await login('sara');
    const foerste = (await (await hentTokens(overdragelse)).json()) as Pair;
    const pair = (await (await json('POST', '/api/auth/refresh', { refreshToken: foerste.refreshToken })).json()) as Pair;
    expect((await json('GET', '/api/ForudbetalingAdmin/FindAnmodninger?pageSize=10', undefined, bearer(pair))).status).toBe(200);
    expect((await json('PUT', '/api/Tekst', tekst, bearer(pair))).status).toBe(403);
    expect((await json('POST', '/api/auth/logout', { refreshToken: pair.refreshToken }, bearer(pair))).status).toBe(204);
    expect((await json('GET', '/api/auth/mig', undefined, bearer(pair))).status).toBe(401);
  });

  it('refuses an account with no role in the portal on a Danish page, with no handover', async () => {
    const { login } = entraApp();
    const { svar, overdragelse } = await login('ulla');
    expect(svar.status).toBe(403);
    expect(await svar.text()).toContain('Din konto har ingen rolle i Fondsportalen');
    expect(overdragelse).toBeUndefined();
  });

  it('lets a handover go stale after two minutes', async () => {
    const { login, hentTokens, clock } = entraApp();
    const { overdragelse } = await login('tove');
    clock.advance(2 * 60_000 + 1);
    const res = await hentTokens(overdragelse);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ title: 'Der er ikke et login at hente. Log ind igen.' });
  });

  it('returns only into the admin area', async () => {
    const { login } = entraApp();
    expect((await login('tove', 'https://evil.example/app/admin')).svar.headers.get('Location')).toBe('/app/admin');
    expect((await login('tove', '/app/forudbetaling')).svar.headers.get('Location')).toBe('/app/admin');
  });

  it('refuses a wrong state, with no handover', async () => {
    const { app } = entraApp();
    const start = await app.request('/auth/admin/login?returnUrl=/app/admin');
    const tilbage = await loginHosUdbyder(start.headers.get('Location')!, 'tove');
    tilbage.searchParams.set('state', 'forkert');
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const svar = await app.request(tilbage.pathname + tilbage.search, { headers: { Cookie: cookie } });
    expect(svar.status).toBe(400);
    expect(svar.headers.getSetCookie().some((c) => /^fondadmin-overdragelse=[^;]/.test(c))).toBe(false);
  });

  it('turns the password login off and says so', async () => {
    const { json } = entraApp();
    const res = await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ title: 'Log ind med organisationens konto; adgangskodelogin bruges kun i demoen.' });
  });

  it('tells the admin app which login to show', async () => {
    const { json } = entraApp();
    expect(await (await json('GET', '/api/auth/login-metode')).json()).toEqual({ borger: 'demo', admin: 'oidc' });
    expect(await (await testApp().json('GET', '/api/auth/login-metode')).json()).toEqual({ borger: 'demo', admin: 'demo' });
  });
});

describe('the Outlook add-in signs in through an Office dialog', () => {
  const verifikator = 'v'.repeat(43);
  const udfordring = createHash('sha256').update(verifikator).digest('base64url');
  // The dialog's own browser (one login, its cookie) and the add-in's (no cookie): the code is all they share.
  async function dialogensKode(api: ReturnType<typeof entraApp>, konto = 'tove') {
    const { overdragelse } = await api.login(konto, '/app/outlook-journalisering/log-ind');
    return api.app.request('/api/auth/oidc/outlook-kode', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(overdragelse ? { Cookie: overdragelse } : {}) },
      body: JSON.stringify({ udfordring }),
    });
  }
  const veksl = (api: ReturnType<typeof entraApp>, kode: string, v = verifikator) =>
    api.json('POST', '/api/auth/oidc/outlook', { kode, verifikator: v });

  it('trades the dialog handover for a code, and the code once for the tokens of the person who signed in', async () => {
    const api = entraApp();
    const res = await dialogensKode(api, 'sara');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { kode } = (await res.json()) as { kode: string };
    expect(kode).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const svar = await veksl(api, kode);
    expect(svar.status).toBe(200);
    const pair = (await svar.json()) as Pair;
    expect(await (await api.json('GET', '/api/auth/mig', undefined, bearer(pair))).json()).toMatchObject({
      brugernavn: 'sara@fond.example.dk',
      roller: ['Sagsbehandler'],
    });
    const igen = await veksl(api, kode);
    expect(igen.status).toBe(401);
    expect(igen.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
    expect(await igen.json()).toMatchObject({ status: 401, title: 'Der er ikke et login at hente. Log ind igen.' });
  });

  it('spends the cookie handover: the admin app cannot take the same login again, nor the dialog a second code', async () => {
    const api = entraApp();
    const { overdragelse } = await api.login('tove', '/app/outlook-journalisering/log-ind');
    const kode = (cookie: string) =>
      api.app.request('/api/auth/oidc/outlook-kode', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ udfordring }),
      });
    expect((await kode(overdragelse!)).status).toBe(200);
    expect((await kode(overdragelse!)).status).toBe(401);
    expect((await api.hentTokens(overdragelse)).status).toBe(401);
  });

  it('refuses a code with another verifier than the add-in that opened the dialog, and spends it', async () => {
    const api = entraApp();
    const { kode } = (await (await dialogensKode(api)).json()) as { kode: string };
    const forkert = await veksl(api, kode, 'w'.repeat(43));
    expect(forkert.status).toBe(401);
    expect(await forkert.json()).toMatchObject({ title: 'Der er ikke et login at hente. Log ind igen.' });
    expect((await veksl(api, kode)).status).toBe(401);
  });

  it('lets a code go stale after a minute', async () => {
    const api = entraApp();
    const { kode } = (await (await dialogensKode(api)).json()) as { kode: string };
    api.clock.advance(60_001);
    expect((await veksl(api, kode)).status).toBe(401);
  });

  it('gives no code without a login, nor tokens for an unknown code, and tells why in a problem', async () => {
    const api = entraApp();
    const uden = await api.json('POST', '/api/auth/oidc/outlook-kode', { udfordring });
    expect(uden.status).toBe(401);
    expect(await uden.json()).toMatchObject({ title: 'Der er ikke et login at hente. Log ind igen.' });
    expect((await veksl(api, 'ukendt')).status).toBe(401);
    const ugyldig = await api.json('POST', '/api/auth/oidc/outlook', { kode: 'x' });
    expect(ugyldig.status).toBe(400);
    expect(ugyldig.headers.get('Content-Type')).toMatch(/^application\/problem\+json/);
  });

  it("cannot be traded as the admin app's cookie handover", async () => {
    const api = entraApp();
    const { kode } = (await (await dialogensKode(api)).json()) as { kode: string };
    // A code is no cookie handle: the cookie route asks for a signed cookie the code never is.
    expect((await api.hentTokens(`fondadmin-overdragelse=${kode}`)).status).toBe(401);
    expect((await veksl(api, kode)).status).toBe(200);
  });
});

describe('without OIDC_ADMIN_*', () => {
  it('answers the OIDC routes with a Danish 404', async () => {
    const { app } = testApp();
    for (const [metode, sti] of [
      ['GET', '/auth/admin/login'],
      ['GET', '/auth/admin/callback'],
      ['POST', '/api/auth/oidc'],
      ['POST', '/api/auth/oidc/outlook-kode'],
      ['POST', '/api/auth/oidc/outlook'],
      ['GET', '/auth/callback'],
    ] as const) {
      const res = await app.request(sti, { method: metode });
      expect(res.status, sti).toBe(404);
      expect(await res.json()).toMatchObject({ title: 'Login via OpenID Connect er ikke sat op.' });
    }
  });
});
