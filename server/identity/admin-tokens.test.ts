import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { testApp } from '../testing/app';
import { deriveKey } from './keys';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tekst = { key: 'test:nøgle', type: 'text', indhold: 'x', beskrivelse: '' };
type Pair = { accessToken: string; refreshToken: string };

/** The app with helpers: an admin call that answers its status, and one refresh. */
function adminApp(...args: Parameters<typeof testApp>) {
  const api = testApp(...args);
  const kald = async (accessToken: string) => (await api.json('PUT', '/api/Tekst', tekst, bearer(accessToken))).status;
  const forny = (refreshToken: string) => api.json('POST', '/api/auth/refresh', { refreshToken });
  return { ...api, kald, forny };
}

const payload = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
// Signed as the app signs (SESSION_SECRET of testApp), so only the claims are wrong.
const signer = (claims: Record<string, unknown>) => sign(claims, deriveKey('test-secret', 'jwt'), 'HS256');

describe('refresh token rotation', () => {
  it('lets exactly one of five simultaneous refreshes with one token through', async () => {
    const { adminLogin, forny } = adminApp();
    const { refreshToken } = await adminLogin();
    const svar = await Promise.all(Array.from({ length: 5 }, () => forny(refreshToken)));
    expect(svar.map((s) => s.status).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('ends the whole login when a rotated refresh token is used again', async () => {
    const { adminLogin, forny, kald } = adminApp();
    const { refreshToken: foerste } = await adminLogin();
    const ny = (await (await forny(foerste)).json()) as Pair;
    expect(await kald(ny.accessToken)).toBe(201);

    // The copy is used: from now on neither the thief's nor the admin's tokens work.
    expect((await forny(foerste)).status).toBe(401);
    expect((await forny(ny.refreshToken)).status).toBe(401);
    expect(await kald(ny.accessToken)).toBe(401);
  });

  it('keeps a login at most ADMIN_SESSION_ABSOLUTE_HOURS, however often it is refreshed', async () => {
    const { adminLogin, forny, kald, clock } = adminApp({ adminSessionAbsoluteHours: 1, adminTokenTtlSeconds: 900 });
    let pair = await adminLogin();
    for (let i = 0; i < 4; i++) {
      clock.advance(14 * 60_000);
      const svar = await forny(pair.refreshToken);
      expect(svar.status).toBe(200);
      pair = (await svar.json()) as Pair;
    }
    clock.advance(5 * 60_000);
    expect(await kald(pair.accessToken)).toBe(401);
    const udloebet = await forny(pair.refreshToken);
    expect(udloebet.status).toBe(401);
    expect(await udloebet.json()).toMatchObject({ title: 'Login er udløbet. Log ind igen.' });
    expect(await kald((await adminLogin()).accessToken)).toBe(201);
  });

  it('reads ADMIN_SESSION_ABSOLUTE_HOURS, 12 hours by default', () => {
    expect(configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x' }).adminSessionAbsoluteHours).toBe(12);
    expect(configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x', ADMIN_SESSION_ABSOLUTE_HOURS: '8' }).adminSessionAbsoluteHours).toBe(8);
  });
});

describe('logout', () => {
  it('ends the access token at once, not when it expires', async () => {
    const { adminLogin, json, kald } = adminApp();
    const { accessToken, refreshToken } = await adminLogin();
    expect(await kald(accessToken)).toBe(201);
    expect((await json('POST', '/api/auth/logout', { refreshToken }, bearer(accessToken))).status).toBe(204);
    expect(await kald(accessToken)).toBe(401);
  });

  it('ends the login of the access token sent along, even when the refresh token is unknown', async () => {
    const { adminLogin, json, kald } = adminApp();
    const { accessToken } = await adminLogin();
    expect((await json('POST', '/api/auth/logout', { refreshToken: 'ukendt' }, bearer(accessToken))).status).toBe(204);
    expect(await kald(accessToken)).toBe(401);
  });

  it('leaves the admin’s other logins alone', async () => {
    const { adminLogin, json, kald } = adminApp();
    const foerste = await adminLogin();
    const anden = await adminLogin();
    await json('POST', '/api/auth/logout', { refreshToken: foerste.refreshToken });
    expect(await kald(foerste.accessToken)).toBe(401);
    expect(await kald(anden.accessToken)).toBe(201);
  });
});

describe('access token claims', () => {
  it('refuses a token for an admin the directory does not know', async () => {
    const { adminLogin, kald } = adminApp();
    const claims = payload((await adminLogin()).accessToken);
    expect(await kald(await signer(claims))).toBe(201);
    expect(await kald(await signer({ ...claims, sub: 'ukendt' }))).toBe(401);
  });

  it('refuses a token before its nbf, and one without a login (sid)', async () => {
    const { adminLogin, kald } = adminApp();
    const claims = payload((await adminLogin()).accessToken);
    const iat = claims['iat'] as number;
    expect(await kald(await signer({ ...claims, nbf: iat + 60 }))).toBe(401);
    expect(await kald(await signer({ ...claims, nbf: iat }))).toBe(201);
    const { sid: _sid, ...udenSid } = claims;
    expect(await kald(await signer(udenSid))).toBe(401);
  });
});
