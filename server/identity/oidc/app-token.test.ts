import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oidc from 'openid-client';
import { testApp } from '../../testing/app';
import { loginHosUdbyder } from '../../testing/oidc-login';
import { somEntraId, startTestUdbyder, type TestUdbyder } from '../../testing/oidc-udbyder';

let entra: TestUdbyder;
beforeAll(async () => {
  entra = await startTestUdbyder({
    titel: 'Microsoft Entra ID (test)',
    redirectUris: ['http://localhost:3000/auth/admin/callback'],
    konti: { tove: { navn: 'Tove Sager', claims: { preferred_username: 'tove@fond.example.dk', roles: ['Fond.Sager'] } } },
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

/** A staff member's ID token from the provider, as the portal's own sign-in gets it: for the client id, with a nonce. */
async function medarbejdersIdToken(): Promise<string> {
  const config = await oidc.discovery(new URL(entra.issuer), entra.clientId, undefined, oidc.ClientSecretPost(entra.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const [state, nonce] = [oidc.randomState(), oidc.randomNonce()];
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: 'http://localhost:3000/auth/admin/callback',
    scope: 'openid',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const tilbage = await loginHosUdbyder(url.href, 'tove');
  const svar = await oidc.authorizationCodeGrant(config, tilbage, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  return svar.id_token!;
}

describe('an ID token is not an access token', () => {
  it("refuses a staff member's ID token, though it is signed by the provider for the client id that is the default audience", async () => {
    const { hent } = entraApp();
    const idToken = await medarbejdersIdToken();
    expect(JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString())).toMatchObject({
      aud: entra.clientId,
      roles: ['Fond.Sager'],
    });
    expect((await hent(idToken, '/api/ForudbetalingAdmin/FindAnmodninger')).status).toBe(401);
  });

  it('refuses any token with the claims only an ID token carries, or an idtyp other than app', async () => {
    const { hent } = entraApp();
    for (const [navn, token] of [
      ['nonce', entra.appToken({ ...oekonomi, nonce: 'n-0S6_WzA2Mj' })],
      ['at_hash', entra.appToken({ ...oekonomi, at_hash: 'HK6E_P6Dh8Y93mRNtsDB1Q' })],
      ['c_hash', entra.appToken({ ...oekonomi, c_hash: 'LDktKdoQak3Pk0cnXxCltA' })],
      ['idtyp device', entra.appToken({ ...oekonomi, idtyp: 'device' })],
    ] as const)
      expect((await hent(token)).status, navn).toBe(401);
  });

  it("accepts Entra ID's app-only token with idtyp app, as without the optional claim", async () => {
    const { hent } = entraApp();
    expect((await hent(entra.appToken({ ...oekonomi, idtyp: 'app' }))).status).toBe(200);
  });
});
