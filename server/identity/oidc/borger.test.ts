import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../testing/app';
import { loginHosUdbyder } from '../../testing/oidc-login';
import { startTestUdbyder, type Forfalskning, type TestUdbyder } from '../../testing/oidc-udbyder';
import { oidcBorgerFraEnv } from './indstillinger';

const BASE = 'http://localhost:3000';
type Status = { data: { type: string | null; navn: string | null } };
let udbyder: TestUdbyder;

beforeAll(async () => {
  udbyder = await startTestUdbyder({
    titel: 'MitID (testbroker)',
    redirectUris: [`${BASE}/auth/callback`],
    postLogoutRedirectUris: [`${BASE}/app`],
    acrTitler: { 'urn:grn:authn:dk:mitid:substantial': 'MitID', 'urn:grn:authn:dk:mitid:business': 'MitID Erhverv' },
    konti: {
      mette: { navn: 'Mette Jensen', claims: { cprNumberIdentifier: '1203851234', name: 'Mette Jensen' } },
      nina: { navn: 'Nina Nystartet', claims: { cprNumberIdentifier: '0101901234', name: 'Nina Nystartet' } },
      nordisk: {
        navn: 'Anne Andersen, Nordisk Stål',
        claims: { cvrNumberIdentifier: '31245001', name: 'Anne Andersen', '2.5.4.10': 'Nordisk Stål & Montage A/S' },
      },
      uden: { navn: 'Uden numre', claims: { name: 'Uden Numre' } },
    },
  });
});
afterAll(async () => {
  await udbyder?.stop();
});

/** The app with the test provider (or `broker`) as its MitID broker (Idura's claim names, the default preset). */
function mitIdApp(broker: TestUdbyder = udbyder) {
  const env = {
    OIDC_BORGER_ISSUER: broker.issuer,
    OIDC_BORGER_CLIENT_ID: broker.clientId,
    OIDC_BORGER_CLIENT_SECRET: broker.clientSecret,
  };
  const api = testApp({ oidcBorger: oidcBorgerFraEnv(env, BASE, false) });
  // The reason a login was refused, as logged: each refusal test names the check that caught it.
  const advarsel = vi.spyOn(api.deps.log, 'warn');
  const afvisningsgrund = () => JSON.stringify(advarsel.mock.calls.at(-1)?.[0]);
  const cookies = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  const sessionCookie = (res: Response) => cookies(res).find((c) => /^fondsession=./.test(c));

  /** Starts a login at the portal; answers the browser's flow cookie and where it is sent. */
  async function start(query: string) {
    const res = await api.app.request(`/fonditlogin?${query}`);
    expect(res.status).toBe(302);
    return { flowCookie: cookies(res).join('; '), til: new URL(res.headers.get('Location')!) };
  }

  /** A whole login: start, sign in at the provider as `konto`, and the portal's answer to the callback. */
  async function login(konto: string, query = 'loginHint=loenmodtager&returnUrl=/app/forudbetaling/anmod', forfalsk?: Forfalskning) {
    const { flowCookie, til } = await start(query);
    const tilbage = await loginHosUdbyder(til.href, konto);
    if (forfalsk) broker.forfalsk(forfalsk);
    const callback = (url: URL, cookie = flowCookie) => api.app.request(url.pathname + url.search, { headers: { Cookie: cookie } });
    const svar = await callback(tilbage);
    return { svar, tilbage, flowCookie, callback, session: sessionCookie(svar) };
  }

  const status = async (cookie: string | undefined) =>
    ((await (await api.app.request('/api/loginStatus.aspx', { headers: cookie ? { Cookie: cookie } : {} })).json()) as Status).data;

  return { ...api, start, login, status, sessionCookie, afvisningsgrund };
}

describe('MitID login through a broker', () => {
  it('sends /fonditlogin to the broker with PKCE (S256), state, nonce and private MitID asked for', async () => {
    const { start } = mitIdApp();
    const { til } = await start('loginHint=loenmodtager&returnUrl=/app');
    expect(til.origin).toBe(udbyder.issuer);
    const p = til.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('redirect_uri')).toBe(`${BASE}/auth/callback`);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(p.get('acr_values')).toBe('urn:grn:authn:dk:mitid:substantial');
  });

  it('asks the broker for MitID Erhverv on /log-ind?loginHint=virksomhed', async () => {
    const { app } = mitIdApp();
    const res = await app.request('/log-ind?loginHint=virksomhed&returnUrl=/app/virksomhed');
    expect(new URL(res.headers.get('Location')!).searchParams.get('acr_values')).toBe('urn:grn:authn:dk:mitid:business');
  });

  it('signs an employee in by CPR as the fund knows them and sends them to returnUrl', async () => {
    const { login, status, json } = mitIdApp();
    const { svar, session } = await login('mette');
    expect(svar.status).toBe(302);
    expect(svar.headers.get('Location')).toBe('/app/forudbetaling/anmod');
    expect(await status(session)).toMatchObject({ type: 'loenmodtager', navn: 'Mette Jensen' });
    // The same employee as the demo's: her course applications are there.
    const ansoegninger = await json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', undefined, { Cookie: session! });
    expect(((await ansoegninger.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('makes the same session as the demo: a fresh id that ends the one the browser had, and the idle limit', async () => {
    const { login, start, status, app, clock, sessionCookie } = mitIdApp();
    const { session: foerste } = await login('mette');
    const { flowCookie, til } = await start('loginHint=loenmodtager&returnUrl=/app');
    const tilbage = await loginHosUdbyder(til.href, 'mette');
    const svar = await app.request(tilbage.pathname + tilbage.search, { headers: { Cookie: `${flowCookie}; ${foerste!}` } });
    const anden = sessionCookie(svar);
    expect(anden).toBeDefined();
    expect(anden).not.toBe(foerste);
    expect(await status(foerste)).toEqual({ type: null, navn: null });
    expect((await status(anden)).type).toBe('loenmodtager');
    clock.advance(31 * 60_000);
    expect(await status(anden)).toEqual({ type: null, navn: null });
  });

  it('signs in an employee the fund does not know, by name, with no applications', async () => {
    const { login, status, json } = mitIdApp();
    const { session } = await login('nina');
    expect(await status(session)).toMatchObject({ type: 'loenmodtager', navn: 'Nina Nystartet' });
    const ansoegninger = await json('GET', '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', undefined, { Cookie: session! });
    expect(await ansoegninger.json()).toEqual([]);
  });

  it('signs a company in by the CVR claim of a MitID Erhverv login', async () => {
    const { login, status } = mitIdApp();
    const { svar, session } = await login('nordisk', 'loginHint=virksomhed&returnUrl=/app/virksomhed/arbejdsmangel/anmod');
    expect(svar.headers.get('Location')).toBe('/app/virksomhed/arbejdsmangel/anmod');
    expect(await status(session)).toMatchObject({ type: 'virksomhed', navn: 'Nordisk Stål & Montage A/S' });
  });

  it('ends a company login without a CVR claim on a Danish page that says so, with no session', async () => {
    const { login } = mitIdApp();
    const { svar, session } = await login('mette', 'loginHint=virksomhed&returnUrl=/app/virksomhed');
    expect(svar.status).toBe(400);
    expect(await svar.text()).toContain('Login gav ikke et CVR-nummer');
    expect(session).toBeUndefined();
  });

  it('ends an employee login without a CPR claim on a Danish page that says so, with no session', async () => {
    const { login } = mitIdApp();
    const { svar, session } = await login('uden');
    expect(svar.status).toBe(400);
    const side = await svar.text();
    expect(side).toContain('Login gav ikke dit CPR-nummer');
    expect(side).toContain('href="/fonditlogin?loginHint=loenmodtager&amp;returnUrl=%2Fapp%2Fforudbetaling%2Fanmod"');
    expect(session).toBeUndefined();
  });

  it('follows no foreign returnUrl after the broker', async () => {
    const { login } = mitIdApp();
    const { svar } = await login('mette', `loginHint=loenmodtager&returnUrl=${encodeURIComponent('https://evil.example/app')}`);
    expect(svar.headers.get('Location')).toBe('/app');
  });

  it("logs out at the broker too on 'Log ud', naming the client and the broker's session, never the ID token", async () => {
    const { login, app, status, deps } = mitIdApp();
    const { session } = await login('mette');
    // The session store keeps no ID token, so not the CPR number it carries.
    const gemt = JSON.stringify(await deps.store.collection('sessions').all());
    expect(gemt).not.toContain('1203851234');
    expect(gemt).not.toMatch(/ey[\w-]+\.ey[\w-]+\.[\w-]+/);

    const res = await app.request('/log-ud', { method: 'POST', headers: { Cookie: session! } });
    const til = new URL(res.headers.get('Location')!);
    expect(til.origin).toBe(udbyder.issuer);
    expect(til.searchParams.get('post_logout_redirect_uri')).toBe(`${BASE}/app`);
    expect(til.searchParams.get('client_id')).toBe(udbyder.clientId);
    expect(til.searchParams.has('id_token_hint')).toBe(false);
    expect(til.href).not.toMatch(/ey[\w-]+\.ey[\w-]+/);
    expect(await status(session)).toEqual({ type: null, navn: null });
    // The broker takes the request (client_id stands in for the hint): its logout form, not its error page.
    const side = await fetch(til);
    expect(side.status).toBe(200);
    expect(await side.text()).toContain('/session/end/confirm');
  });

  it("sends the broker's session id (sid) from the ID token as logout_hint at 'Log ud', the sid being all the session keeps of it", async () => {
    const medSid = await startTestUdbyder({
      titel: 'MitID (testbroker med sid)',
      redirectUris: [`${BASE}/auth/callback`],
      postLogoutRedirectUris: [`${BASE}/app`],
      acrTitler: { 'urn:grn:authn:dk:mitid:substantial': 'MitID' },
      konti: { mette: { navn: 'Mette Jensen', claims: { cprNumberIdentifier: '1203851234', name: 'Mette Jensen' } } },
      sid: true,
    });
    try {
      const { login, app, status, deps } = mitIdApp(medSid);
      const { svar, tilbage, session } = await login('mette');
      expect(svar.status).toBe(302);
      const [gemt] = await deps.store.collection<{ broker?: { sid?: string } }>('sessions').all();
      const sid = gemt?.broker?.sid;
      expect(sid).toMatch(/^[\w-]{10,}$/);
      expect(JSON.stringify(gemt)).not.toContain('1203851234');
      expect(tilbage.href).not.toContain(sid);
      const til = new URL((await app.request('/log-ud', { method: 'POST', headers: { Cookie: session! } })).headers.get('Location')!);
      expect(til.origin).toBe(medSid.issuer);
      expect(til.searchParams.get('logout_hint')).toBe(sid);
      expect(til.searchParams.get('client_id')).toBe(medSid.clientId);
      expect(til.searchParams.has('id_token_hint')).toBe(false);
      expect(await status(session)).toEqual({ type: null, navn: null });
      // The broker takes the hint: its logout form, not its error page.
      const side = await fetch(til);
      expect(side.status).toBe(200);
      expect(await side.text()).toContain('/session/end/confirm');
    } finally {
      await medSid.stop();
    }
  });

  it('drops the ID token a session stored before this change kept, at its next use, and does not send it at logout', async () => {
    const { login, app, status, deps } = mitIdApp();
    const { session } = await login('mette');
    const sessions = deps.store.collection<{ id: string; broker?: unknown; idToken?: string }>('sessions');
    const [gemt] = await sessions.all();
    const { broker: _broker, ...foer } = gemt!;
    await sessions.put(gemt!.id, { ...foer, idToken: 'eyJhbGciOiJSUzI1NiJ9.eyJjcHIiOiIxMjAzODUxMjM0In0.c2lnbmF0dXI' });
    expect((await status(session)).type).toBe('loenmodtager');
    expect(JSON.stringify(await sessions.all())).not.toContain('eyJ');
    const til = new URL((await app.request('/log-ud', { method: 'POST', headers: { Cookie: session! } })).headers.get('Location')!);
    expect(til.origin).toBe(udbyder.issuer);
    expect(til.searchParams.has('id_token_hint')).toBe(false);
  });

  it('refuses the demo login form while MitID is set up', async () => {
    const { app } = mitIdApp();
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      body: new URLSearchParams({ loginHint: 'loenmodtager', returnUrl: '/app', bruger: 'lm-mette' }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ title: 'Demo-login er slået fra; log ind med MitID.' });
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});

describe('refused MitID logins make no session', () => {
  const afvist = async (svar: Response, session: string | undefined) => {
    expect(svar.status).toBe(400);
    expect(await svar.text()).toContain('Login kunne ikke gennemføres');
    expect(session).toBeUndefined();
  };

  it('a wrong state', async () => {
    const { start, app, sessionCookie, afvisningsgrund } = mitIdApp();
    const { flowCookie, til } = await start('loginHint=loenmodtager&returnUrl=/app');
    const tilbage = await loginHosUdbyder(til.href, 'mette');
    tilbage.searchParams.set('state', 'en-anden-state-end-den-sendte');
    const svar = await app.request(tilbage.pathname + tilbage.search, { headers: { Cookie: flowCookie } });
    await afvist(svar, sessionCookie(svar));
    expect(afvisningsgrund()).toContain('unexpected \\"state\\" response parameter value');
  });

  it('a replayed code: the same callback twice, and the code with a new login', async () => {
    const { login, start, app, sessionCookie, afvisningsgrund } = mitIdApp();
    const foerste = await login('mette');
    expect(foerste.session).toBeDefined();
    const igen = await foerste.callback(foerste.tilbage);
    await afvist(igen, sessionCookie(igen));

    // A new login in the same browser, answered with the old code: the broker refuses it at the token endpoint.
    const { flowCookie, til } = await start('loginHint=loenmodtager&returnUrl=/app');
    const gammel = new URL(foerste.tilbage);
    gammel.searchParams.set('state', til.searchParams.get('state')!);
    const svar = await app.request(gammel.pathname + gammel.search, { headers: { Cookie: flowCookie } });
    await afvist(svar, sessionCookie(svar));
    expect(afvisningsgrund()).toContain('OAUTH_RESPONSE_BODY_ERROR');
  });

  it('a callback in a browser that did not start the login (no flow cookie)', async () => {
    const { start, app, sessionCookie } = mitIdApp();
    const { til } = await start('loginHint=loenmodtager&returnUrl=/app');
    const tilbage = await loginHosUdbyder(til.href, 'mette');
    const svar = await app.request(tilbage.pathname + tilbage.search);
    await afvist(svar, sessionCookie(svar));
  });

  it.each<[string, Forfalskning, string]>([
    ['a wrong nonce', { claims: (c) => ({ ...c, nonce: 'en-anden-nonce' }) }, 'unexpected ID Token \\"nonce\\" claim value'],
    ['a token signed by an unknown key', { ukendtNoegle: true }, 'JWT signature verification failed'],
    ['a token for another audience', { claims: (c) => ({ ...c, aud: 'en-anden-klient' }) }, '(audience) claim value'],
    ['a token from another issuer', { claims: (c) => ({ ...c, iss: 'https://falsk.example' }) }, '(issuer) claim value'],
    [
      'an expired token',
      { claims: (c) => ({ ...c, iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }) },
      'expiration is past current timestamp',
    ],
  ])('%s', async (_navn, forfalsk, grund) => {
    const { login, afvisningsgrund } = mitIdApp();
    const { svar, session } = await login('mette', undefined, forfalsk);
    await afvist(svar, session);
    expect(afvisningsgrund()).toContain(grund);
  });

  it('an honest re-signing passes, so each refusal above is for its one change', async () => {
    const { login } = mitIdApp();
    const { svar, session } = await login('mette', undefined, { claims: (c) => ({ ...c }) });
    expect(svar.status).toBe(302);
    expect(session).toBeDefined();
  });

  it('a login the person cancelled at the broker', async () => {
    const { login } = mitIdApp();
    const { svar, session } = await login('ingen-saadan');
    expect(svar.status).toBe(400);
    expect(await svar.text()).toContain('Login blev afbrudt');
    expect(session).toBeUndefined();
  });
});

describe("the MitID level of assurance (the ID token's acr)", () => {
  const acr = (vaerdi: string | undefined): Forfalskning => ({
    claims: ({ acr: _acr, ...c }) => (vaerdi === undefined ? c : { ...c, acr: vaerdi }),
  });

  it.each<[string, string | undefined]>([
    ['a lower level than asked (low for substantial)', 'urn:grn:authn:dk:mitid:low'],
    ['no acr at all', undefined],
    ['another kind of login (MitID Erhverv for a private login)', 'urn:grn:authn:dk:mitid:business'],
    ['a value the preset does not name', 'substantial'],
  ])('refuses %s with the Danish page and no session', async (_navn, vaerdi) => {
    const { login, afvisningsgrund } = mitIdApp();
    const { svar, session } = await login('mette', undefined, acr(vaerdi));
    expect(svar.status).toBe(400);
    expect(await svar.text()).toContain('Login kunne ikke gennemføres');
    expect(session).toBeUndefined();
    expect(afvisningsgrund()).toContain('acr ikke godtaget');
  });

  it('accepts the level asked for and a higher one', async () => {
    const { login, status } = mitIdApp();
    for (const vaerdi of ['urn:grn:authn:dk:mitid:substantial', 'urn:grn:authn:dk:mitid:high']) {
      const { svar, session } = await login('mette', undefined, acr(vaerdi));
      expect(svar.status, vaerdi).toBe(302);
      expect((await status(session)).type).toBe('loenmodtager');
    }
  });

  it('refuses a private MitID level at the company login, which asks for MitID Erhverv', async () => {
    const { login } = mitIdApp();
    const query = 'loginHint=virksomhed&returnUrl=/app/virksomhed';
    expect((await login('nordisk', query)).session).toBeDefined();
    const { svar, session } = await login('nordisk', query, acr('urn:grn:authn:dk:mitid:substantial'));
    expect(svar.status).toBe(400);
    expect(session).toBeUndefined();
  });
});

describe('starting a MitID login behind a proxy', () => {
  it('counts the starts per client address from X-Forwarded-For when TRUST_PROXY trusts the proxy', async () => {
    const env = {
      OIDC_BORGER_ISSUER: udbyder.issuer,
      OIDC_BORGER_CLIENT_ID: udbyder.clientId,
      OIDC_BORGER_CLIENT_SECRET: udbyder.clientSecret,
    };
    const { app } = testApp({ oidcBorger: oidcBorgerFraEnv(env, BASE, false), loginRateLimitPerMinute: 2, trustProxy: { hop: 1 } });
    const start = (adresse: string) => app.request('/fonditlogin?returnUrl=/app', { headers: { 'X-Forwarded-For': adresse } });
    expect((await start('203.0.113.1')).status).toBe(302);
    expect((await start('203.0.113.1')).status).toBe(302);
    expect((await start('203.0.113.1')).status).toBe(429);
    // Another person behind the same proxy starts as usual.
    expect((await start('203.0.113.2')).status).toBe(302);
  });
});

describe('a broker that cannot be reached', () => {
  it('shows a Danish page with 503 and starts nothing', async () => {
    const env = { OIDC_BORGER_ISSUER: 'http://127.0.0.1:9/', OIDC_BORGER_CLIENT_ID: 'x', OIDC_BORGER_CLIENT_SECRET: 'y' };
    const { app } = testApp({ oidcBorger: oidcBorgerFraEnv(env, BASE, false) });
    const res = await app.request('/fonditlogin?loginHint=loenmodtager&returnUrl=/app');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('Login er ikke tilgængeligt lige nu');
    expect(res.headers.get('Set-Cookie')).toBeNull();
  });
});
