import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app';
import { somEntraId, startTestUdbyder, type TestUdbyder } from '../../testing/oidc-udbyder';

let entra: TestUdbyder;
beforeAll(async () => {
  entra = await startTestUdbyder({
    titel: 'Microsoft Entra ID (test)',
    redirectUris: ['http://localhost:3000/auth/admin/callback'],
    konti: {},
  });
});
afterAll(async () => {
  await entra?.stop();
});

/** The app with the test provider as the staff's Entra ID; the finance system's app role maps to Betalingsordrer. */
function entraApp() {
  const oidcAdmin = somEntraId(entra, { 'Fond.Betalingsordrer': 'Betalingsordrer', 'Fond.Sager': 'Sagsbehandler' });
  const api = testApp({ oidcAdmin });
  // The app's clock is the test's; the provider's tokens are made for now.
  const hent = (token: string, sti = '/api/ForudbetalingAdmin/Betalingsordrer') =>
    api.app.request(sti, { headers: { Authorization: `Bearer ${token}` } });
  return { ...api, hent };
}

const oekonomi = { sub: 'sp-9f1c', azp: 'app-oekonomi', app_displayname: 'Økonomisystemet', roles: ['Fond.Betalingsordrer'] };

describe("the staff provider's app-only tokens for the fund's systems", () => {
  it("accept a system's token signed by the provider, with the roles its app registration gives", async () => {
    const { hent } = entraApp();
    const token = entra.appToken(oekonomi);
    expect((await hent(token)).status).toBe(200);
    expect(await (await hent(token, '/api/auth/mig')).json()).toEqual({
      brugernavn: 'app:app-oekonomi',
      navn: 'Økonomisystemet',
      email: '',
      roller: ['Betalingsordrer'],
    });
    // Its role reads payment orders, nothing else.
    expect((await hent(token, '/api/ForudbetalingAdmin/FindAnmodninger')).status).toBe(403);
  });

  it("refuse a person's token, another audience or issuer, a foreign key, and an expired token", async () => {
    const { hent } = entraApp();
    for (const [navn, token] of [
      ['scopes (a delegated token)', entra.appToken({ ...oekonomi, scp: 'access_as_user' })],
      ["Entra ID's idtyp user", entra.appToken({ ...oekonomi, idtyp: 'user' })],
      ['another audience', entra.appToken({ ...oekonomi, aud: 'api://et-andet-system' })],
      ['another issuer', entra.appToken({ ...oekonomi, iss: 'https://login.example/anden' })],
      ['a key the provider does not publish', entra.appToken(oekonomi, { ukendtNoegle: true })],
      ['expired', entra.appToken({ ...oekonomi, exp: Math.floor(Date.now() / 1000) - 60 })],
    ] as const)
      expect((await hent(token)).status, navn).toBe(401);
  });
});
