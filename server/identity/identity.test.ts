import { describe, expect, it } from 'vitest';
import type { LoginStatus } from '../../contract/identitet';
import { configFromEnv } from '../config';
import { testApp } from '../testing/app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tekst = { key: 'test:nøgle', type: 'text', indhold: 'x', beskrivelse: '' };

describe('admin tokens', () => {
  it('refuses a wrong password with a Danish 401 problem', async () => {
    const { json } = testApp();
    const res = await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'forkert' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: 401, title: 'Forkert brugernavn eller adgangskode.' });
  });

  it('refuses an expired access token with 401, and a refresh makes the call work again', async () => {
    const { json, adminLogin, clock } = testApp({ adminTokenTtlSeconds: 60 });
    const { accessToken, refreshToken } = await adminLogin();
    expect((await json('PUT', '/api/Tekst', tekst, bearer(accessToken))).status).toBe(201);

    clock.advance(61_000);
    expect((await json('PUT', '/api/Tekst', tekst, bearer(accessToken))).status).toBe(401);

    const refreshed = await json('POST', '/api/auth/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    const pair = (await refreshed.json()) as { accessToken: string; refreshToken: string };
    expect((await json('PUT', '/api/Tekst', tekst, bearer(pair.accessToken))).status).toBe(200);
  });

  it('rotates refresh tokens: a used one cannot be used again', async () => {
    const { json, adminLogin } = testApp();
    const { refreshToken } = await adminLogin();
    expect((await json('POST', '/api/auth/refresh', { refreshToken })).status).toBe(200);
    expect((await json('POST', '/api/auth/refresh', { refreshToken })).status).toBe(401);
  });

  it('revokes the refresh token at logout', async () => {
    const { json, adminLogin } = testApp();
    const { refreshToken } = await adminLogin();
    expect((await json('POST', '/api/auth/logout', { refreshToken })).status).toBe(204);
    expect((await json('POST', '/api/auth/refresh', { refreshToken })).status).toBe(401);
  });

  it('refuses a token signed with another key, or tampered with', async () => {
    const { json, adminLogin } = testApp();
    const other = testApp({ sessionSecret: 'en-anden-hemmelighed' });
    const { accessToken: foreign } = await other.adminLogin();
    expect((await json('PUT', '/api/Tekst', tekst, bearer(foreign))).status).toBe(401);
    const { accessToken } = await adminLogin();
    const [header, , signature] = accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', aud: 'fondsportal-admin', exp: 9999999999 })).toString('base64url');
    expect((await json('PUT', '/api/Tekst', tekst, bearer(`${header}.${payload}.${signature}`))).status).toBe(401);
  });
});

describe('citizen login', () => {
  it('starts a session and follows a local returnUrl', async () => {
    const { app } = testApp();
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      body: new URLSearchParams({ loginHint: 'loenmodtager', returnUrl: '/app/forudbetaling/anmod', bruger: 'lm-mette' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/app/forudbetaling/anmod');
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it.each([
    'https://evil.example/app',
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example/phish',
    '/app/..//evil.example',
    '/app/%2e%2e//evil.example',
  ])('does not follow the foreign returnUrl %s', async (returnUrl) => {
    const { app } = testApp();
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      body: new URLSearchParams({ loginHint: 'loenmodtager', returnUrl, bruger: 'lm-mette' }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/app');
  });

  it.each(['/app/..//evil.example', '/.//evil.example/phish'])(
    'writes /app, not the foreign %s, into the login form',
    async (returnUrl) => {
      const { app } = testApp();
      const page = await (await app.request(`/fonditlogin?loginHint=loenmodtager&returnUrl=${encodeURIComponent(returnUrl)}`)).text();
      expect(page).toContain('name="returnUrl" value="/app"');
      expect(page).not.toContain('evil.example');
    },
  );

  it('refuses an unknown user with the login page and a Danish message, and no session', async () => {
    const { app } = testApp();
    const res = await app.request('/fonditlogin', {
      method: 'POST',
      body: new URLSearchParams({ loginHint: 'virksomhed', returnUrl: '/app', bruger: 'lm-mette' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toContain('Brugeren findes ikke.');
  });

  it('shows one submit button per demo identity of the hinted type', async () => {
    const { app } = testApp();
    const page = await (await app.request('/log-ind?loginHint=virksomhed&returnUrl=/app/virksomhed')).text();
    expect(page).toContain('<form method="post" action="/fonditlogin">');
    expect(page).toContain('name="returnUrl" value="/app/virksomhed"');
    expect(page).toMatch(/name="bruger"\s+value="31245001"\s*>\s*Nordisk Stål &amp; Montage A\/S\s*<\/button>/);
    expect(page).not.toContain('Mette Jensen');
  });

  it('reports the login type and name, and a fresh session id at each login', async () => {
    const { app, citizenLogin } = testApp();
    const anonym = await (await app.request('/api/loginStatus.aspx')).json();
    expect(anonym).toEqual({ data: { type: null, navn: null } });

    const cookie = await citizenLogin('virksomhed', '31245001');
    const status = await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json();
    expect(status).toEqual({
      data: {
        type: 'virksomhed',
        navn: 'Nordisk Stål & Montage A/S',
        session: { udloeberOm: 30 * 60, advarselFoer: 120, kanForlaenges: true },
      },
    });
    expect(await citizenLogin('virksomhed', '31245001')).not.toBe(cookie);
  });

  it('ends an idle session, and keepalive keeps it going', async () => {
    const { app, citizenLogin, clock } = testApp({ sessionIdleMinutes: 30 });
    const cookie = await citizenLogin('loenmodtager', 'lm-lars');
    const type = async () =>
      ((await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as { data: { type: string | null } })
        .data.type;

    clock.advance(20 * 60_000);
    expect((await app.request('/sessionkeepalive', { headers: { Cookie: cookie } })).status).toBe(204);
    clock.advance(20 * 60_000);
    expect(await type()).toBe('loenmodtager');
    clock.advance(31 * 60_000);
    expect(await type()).toBeNull();
  });

  it('tells the page when the session ends; asking does not extend it, keepalive does, up to the absolute limit', async () => {
    const { app, citizenLogin, clock } = testApp({ sessionIdleMinutes: 30, sessionAbsoluteHours: 1, sessionWarningSeconds: 90 });
    const cookie = await citizenLogin('loenmodtager', 'lm-lars');
    const session = async () =>
      ((await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as { data: LoginStatus }).data.session;
    const keepalive = () => app.request('/sessionkeepalive', { headers: { Cookie: cookie } });

    expect(await session()).toEqual({ udloeberOm: 1800, advarselFoer: 90, kanForlaenges: true });
    // The page asks again before it warns; the asking counts for nothing.
    clock.advance(28 * 60_000);
    expect(await session()).toEqual({ udloeberOm: 120, advarselFoer: 90, kanForlaenges: true });
    clock.advance(60_000);
    expect((await session())?.udloeberOm).toBe(60);
    // 'Forbliv logget ind' extends it by the idle time.
    expect((await keepalive()).status).toBe(204);
    expect(await session()).toEqual({ udloeberOm: 1800, advarselFoer: 90, kanForlaenges: true });
    // Near the absolute limit (an hour after login) activity no longer moves the end.
    clock.advance(20 * 60_000);
    await keepalive();
    expect(await session()).toEqual({ udloeberOm: 11 * 60, advarselFoer: 90, kanForlaenges: false });
    clock.advance(11 * 60_000 + 1000);
    await keepalive();
    expect(await session()).toBeUndefined();
  });

  it('warns at most half the idle time before the end, and not at all with SESSION_WARNING_SECONDS=0', async () => {
    const advarsel = async (overrides: Parameters<typeof testApp>[0]) => {
      const { app, citizenLogin } = testApp(overrides);
      const cookie = await citizenLogin('loenmodtager', 'lm-lars');
      const svar = (await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as { data: LoginStatus };
      return svar.data.session?.advarselFoer;
    };
    expect(configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x' }).sessionWarningSeconds).toBe(120);
    expect(await advarsel({ sessionIdleMinutes: 0.5, sessionWarningSeconds: 120 })).toBe(15);
    expect(await advarsel({ sessionIdleMinutes: 0.5, sessionWarningSeconds: 0 })).toBe(0);
  });

  it('with a short idle time, any call of a person at work keeps the session, not only keepalive', async () => {
    const { app, citizenLogin, clock } = testApp({ sessionIdleMinutes: 0.25 });
    const cookie = await citizenLogin('loenmodtager', 'lm-lars');
    const kladde = () => app.request('/api/Kladde', { headers: { Cookie: cookie } });
    for (let i = 0; i < 6; i++) {
      clock.advance(10_000);
      expect((await kladde()).status).toBe(200);
    }
    clock.advance(16_000);
    expect((await kladde()).status).toBe(401);
  });

  it('ends the session on the server at logout', async () => {
    const { app, citizenLogin } = testApp();
    const cookie = await citizenLogin('loenmodtager', 'lm-lars');
    await app.request('/log-ud', { method: 'POST', headers: { Cookie: cookie } });
    const status = (await (await app.request('/api/loginStatus.aspx', { headers: { Cookie: cookie } })).json()) as { data: { type: null } };
    expect(status.data.type).toBeNull();
  });
});

describe('the API as a whole', () => {
  it('answers unknown API routes with 404 problem+json in Danish', async () => {
    const { app } = testApp();
    const res = await app.request('/api/FindesIkke');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, title: 'Ikke fundet' });
  });

  it('refuses a body over the limit with 413 problem+json', async () => {
    const { app, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const res = await app.request('/api/Tekst', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
      body: JSON.stringify({ ...tekst, indhold: 'x'.repeat(15 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('Content-Type')).toContain('application/problem+json');
  });

  it('sends security headers and refuses to be framed', async () => {
    const { app } = testApp();
    const res = await app.request('/fonditlogin');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/'unsafe-(inline|eval)'/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('login rate limit', () => {
  it('answers 429 problem+json in Danish once a client has tried too often, and lets it in again later', async () => {
    const { json, clock } = testApp({ loginRateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++)
      expect((await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'forkert' })).status).toBe(401);
    const spaerret = await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' });
    expect(spaerret.status).toBe(429);
    expect(spaerret.headers.get('Content-Type')).toContain('application/problem+json');
    expect(spaerret.headers.get('Retry-After')).toBe('60');
    expect(((await spaerret.json()) as { title: string }).title).toBe('For mange loginforsøg.');
    clock.advance(61_000);
    expect((await json('POST', '/api/auth/token', { brugernavn: 'admin', adgangskode: 'admin' })).status).toBe(200);
  });
});
