import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';

// No application 999 exists: an admin gets 404, anyone else the 401 page.
const SIDE = '/nyadmin/Arbejdsmangel/999';

/** Logs in as admin and trades a one-time code for the /nyadmin cookie, as the SPA's frame does. */
async function medCookie() {
  const api = testApp();
  const pair = await api.adminLogin();
  const kode = await api.json('POST', '/api/NyadminAdgang', { til: SIDE }, { Authorization: `Bearer ${pair.accessToken}` });
  const { url } = (await kode.json()) as { url: string };
  const boot = await api.app.request(url);
  const cookie = (boot.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  const side = async () => (await api.app.request(SIDE, { headers: { Cookie: cookie } })).status;
  return { ...api, pair, side };
}

describe('the /nyadmin cookie', () => {
  it('stops working at once when the admin logs out', async () => {
    const { json, pair, side } = await medCookie();
    expect(await side()).toBe(404);
    expect((await json('POST', '/api/auth/logout', { refreshToken: pair.refreshToken })).status).toBe(204);
    expect(await side()).toBe(401);
  });

  it('stops working when a reused refresh token ends the login', async () => {
    const { json, pair, side } = await medCookie();
    expect((await json('POST', '/api/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(200);
    expect(await side()).toBe(404);
    expect((await json('POST', '/api/auth/refresh', { refreshToken: pair.refreshToken })).status).toBe(401);
    expect(await side()).toBe(401);
  });
});
