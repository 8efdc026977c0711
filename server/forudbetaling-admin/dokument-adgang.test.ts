import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { dataUri, fakturaPdf } from '../testing/faktura';
import { gyldigAnmodning } from '../testing/fixtures';

// Issue 14: the admin app showed the invoice through a blob: copy, which runs with the app's origin and
// without the server's sandbox. It now opens a short-lived address the server serves with its headers.
async function medAnmodning() {
  const api = testApp();
  const mette = await api.citizenLogin('loenmodtager', 'lm-mette');
  const res = await api.json('POST', '/api/Forudbetaling/OpretForudbetalingAnmodning', gyldigAnmodning(dataUri(await fakturaPdf())), {
    Cookie: mette,
  });
  const { id } = (await res.json()) as { id: number };
  const tokens = await api.adminLogin();
  const admin = { Authorization: `Bearer ${tokens.accessToken}` };
  const adresse = async (anmodningId = id) =>
    ((await (await api.json('GET', `/api/ForudbetalingAdmin/DokumentAdgang/${anmodningId}`, undefined, admin)).json()) as { url: string })
      .url;
  return { ...api, id, tokens, admin, adresse };
}

describe('the invoice by its short-lived address', () => {
  it('is served by the server with its sandboxing headers, without a bearer token', async () => {
    const { app, adresse, id } = await medAnmodning();
    const url = await adresse();
    expect(url).toMatch(new RegExp(`^/api/ForudbetalingAdmin/DokumentVisning/${id}\\?adgang=`));
    const res = await app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Security-Policy')).toMatch(/^sandbox;/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('is refused without the address, with a changed one, or for another request', async () => {
    const { app, adresse, id } = await medAnmodning();
    const url = await adresse();
    expect((await app.request(`/api/ForudbetalingAdmin/DokumentVisning/${id}`)).status).toBe(401);
    // Every last character of the signature changed, and one in its middle.
    for (const tegn of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_') {
      if (!url.endsWith(tegn)) expect((await app.request(url.slice(0, -1) + tegn)).status).toBe(401);
    }
    const midt = url.length - 20;
    expect((await app.request(url.slice(0, midt) + (url[midt] === 'A' ? 'B' : 'A') + url.slice(midt + 1))).status).toBe(401);
    expect((await app.request(url.replace(`/DokumentVisning/${id}?`, `/DokumentVisning/${id + 1}?`))).status).toBe(401);
    expect((await app.request(`/api/ForudbetalingAdmin/DokumentVisning/${id}?adgang=x.y`)).status).toBe(401);
  });

  it('stops working at logout and after ten minutes', async () => {
    const { app, adresse, json, tokens, clock, admin } = await medAnmodning();
    const url = await adresse();
    clock.advance(9 * 60_000);
    expect((await app.request(url)).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await app.request(url)).status).toBe(401);

    const url2 = await adresse();
    expect((await app.request(url2)).status).toBe(200);
    await json('POST', '/api/auth/logout', { refreshToken: tokens.refreshToken }, admin);
    expect((await app.request(url2)).status).toBe(401);
  });

  it('is given only for a request that exists', async () => {
    const { json, admin } = await medAnmodning();
    expect((await json('GET', '/api/ForudbetalingAdmin/DokumentAdgang/999', undefined, admin)).status).toBe(404);
  });
});
