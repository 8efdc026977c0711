import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app';
import { loginHosUdbyder } from '../../testing/oidc-login';
import { startTestUdbyder, type TestUdbyder } from '../../testing/oidc-udbyder';
import { oidcBorgerFraEnv } from './indstillinger';

const BASE = 'http://localhost:3000';
let udbyder: TestUdbyder;

beforeAll(async () => {
  udbyder = await startTestUdbyder({
    titel: 'MitID (testbroker)',
    redirectUris: [`${BASE}/auth/callback`],
    postLogoutRedirectUris: [`${BASE}/app`],
    acrTitler: { 'urn:grn:authn:dk:mitid:substantial': 'MitID', 'urn:grn:authn:dk:mitid:business': 'MitID Erhverv' },
    konti: {
      mette: { navn: 'Mette Jensen', claims: { cprNumberIdentifier: '1203851234', name: 'Mette Jensen' } },
      ny: { navn: 'Nina Nystartet', claims: { cprNumberIdentifier: '0101901234', name: 'Nina Nystartet' } },
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

function app() {
  const env = { OIDC_BORGER_ISSUER: udbyder.issuer, OIDC_BORGER_CLIENT_ID: udbyder.clientId, OIDC_BORGER_CLIENT_SECRET: udbyder.clientSecret };
  return testApp({ oidcBorger: oidcBorgerFraEnv(env, BASE, false) });
}

const cookie = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');

describe('smoke', () => {
  it('logs mette in', async () => {
    const api = app();
    const start = await api.app.request('/fonditlogin?loginHint=loenmodtager&returnUrl=/app/forudbetaling/anmod');
    expect(start.status).toBe(302);
    const tilbage = await loginHosUdbyder(start.headers.get('Location')!, 'mette');
    const svar = await api.app.request(tilbage.pathname + tilbage.search, { headers: { Cookie: cookie(start) } });
    console.log(svar.status, svar.headers.get('Location'), await svar.text());
    expect(svar.status).toBe(302);
  });
});
