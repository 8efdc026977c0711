import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { adminFraClaims } from './admin-claims';
import { laesPerson } from './claims';
import { oidcAdminFraEnv, oidcBorgerFraEnv } from './indstillinger';

const BASE = 'https://fond.example.dk';
const borger = (env: Record<string, string>, production = false) =>
  oidcBorgerFraEnv({ OIDC_BORGER_CLIENT_ID: 'portal', OIDC_BORGER_CLIENT_SECRET: 'hemmelig', ...env }, BASE, production);
const admin = (env: Record<string, string>, production = false) =>
  oidcAdminFraEnv({ OIDC_ADMIN_CLIENT_ID: 'portal', OIDC_ADMIN_CLIENT_SECRET: 'hemmelig', ...env }, BASE, production);

describe('OIDC_BORGER_*', () => {
  it('keeps the demo login when no issuer is set', () => {
    expect(configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x' }).oidcBorger).toBeUndefined();
    expect(configFromEnv({ NODE_ENV: 'test', SESSION_SECRET: 'x' }).oidcAdmin).toBeUndefined();
  });

  it('reads a broker with the Idura preset by default, the redirect URIs from PUBLIC_BASE_URL', () => {
    const b = borger({ OIDC_BORGER_ISSUER: 'https://fond.idura.broker' })!;
    expect(b.issuer.href).toBe('https://fond.idura.broker/');
    expect(b.redirectUri).toBe('https://fond.example.dk/auth/callback');
    expect(b.postLogoutRedirectUri).toBe('https://fond.example.dk/app');
    expect(b.claims).toMatchObject({ cpr: 'cprNumberIdentifier', cvr: 'cvrNumberIdentifier', navn: 'name' });
    expect(b.scopes).toBe('openid ssn');
  });

  it.each([
    ['signicat', { cpr: 'nin' }, 'openid profile nin'],
    ['signaturgruppen', { cpr: 'nemlogin.cpr', cvr: 'nemlogin.cvr' }, 'openid nemlogin'],
  ])('has the %s preset', (navn, claims, scopes) => {
    const b = borger({ OIDC_BORGER_ISSUER: 'https://broker.example', OIDC_BORGER_CLAIMS: navn })!;
    expect(b.claims).toMatchObject(claims);
    expect(b.scopes).toBe(scopes);
  });

  it('takes a JSON mapping and OIDC_BORGER_SCOPES', () => {
    const b = borger({
      OIDC_BORGER_ISSUER: 'https://broker.example',
      OIDC_BORGER_CLAIMS:
        '{"cpr":"dk_cpr","cvr":"dk_cvr","navn":"fuldt_navn","virksomhed":{"acr_values":"erhverv"},"acr":{"loenmodtager":["mellem","hoej"]}}',
      OIDC_BORGER_SCOPES: 'openid cpr',
    })!;
    expect(b.claims).toEqual({
      cpr: 'dk_cpr',
      cvr: 'dk_cvr',
      navn: 'fuldt_navn',
      virksomhed: { acr_values: 'erhverv' },
      // A login without its own "acr" accepts the values its acr_values ask for.
      acr: { loenmodtager: ['mellem', 'hoej'], virksomhed: ['erhverv'] },
    });
    expect(b.scopes).toBe('openid cpr');
  });

  it.each([
    ['idura', ['urn:grn:authn:dk:mitid:substantial', 'urn:grn:authn:dk:mitid:high'], ['urn:grn:authn:dk:mitid:business']],
    ['signicat', ['loa:substantial', 'loa:high'], ['loa:substantial', 'loa:high']],
    [
      'signaturgruppen',
      ['https://data.gov.dk/concept/core/nsis/loa/Substantial', 'https://data.gov.dk/concept/core/nsis/loa/High'],
      ['https://data.gov.dk/concept/core/nsis/loa/Substantial', 'https://data.gov.dk/concept/core/nsis/loa/High'],
    ],
  ])('the %s preset accepts the acr asked for and higher, and asks for substantial', (navn, loenmodtager, virksomhed) => {
    const { claims } = borger({ OIDC_BORGER_ISSUER: 'https://broker.example', OIDC_BORGER_CLAIMS: navn })!;
    expect(claims.acr).toEqual({ loenmodtager, virksomhed });
    expect(claims.loenmodtager?.['acr_values']).toContain(loenmodtager[0]);
    expect(claims.virksomhed?.['acr_values']).toContain(virksomhed[0]);
  });

  it.each([
    ['{ikke json', 'skal være idura, signicat, signaturgruppen eller JSON'],
    ['["cpr"]', 'skal være et JSON-objekt'],
    ['{"navn":"name"}', 'skal nævne "cpr" eller "cvr"'],
    ['{"cpr":1}', '"cpr" skal være en tekst'],
    ['{"cpr":"c","virksomhed":{"acr_values":2}}', '"virksomhed" skal være et objekt med tekster'],
    ['{"cpr":"c"}', 'et login som loenmodtager godtages med'],
    ['{"cpr":"c","cvr":"v","loenmodtager":{"acr_values":"a"}}', 'et login som virksomhed godtages med'],
    ['{"cpr":"c","acr":{"loenmodtager":"a"}}', '"acr" skal være et objekt med lister af tekster'],
    ['{"cpr":"c","acr":{"borger":["a"]}}', '"acr" skal være et objekt med lister af tekster'],
  ])('refuses OIDC_BORGER_CLAIMS %s', (claims, besked) => {
    expect(() => borger({ OIDC_BORGER_ISSUER: 'https://broker.example', OIDC_BORGER_CLAIMS: claims })).toThrow(besked);
  });

  it('needs a client id and secret with an issuer', () => {
    expect(() => oidcBorgerFraEnv({ OIDC_BORGER_ISSUER: 'https://broker.example' }, BASE, false)).toThrow(
      'OIDC_BORGER_CLIENT_ID og OIDC_BORGER_CLIENT_SECRET skal være sat',
    );
  });

  it('accepts a loopback http:// issuer only outside production', () => {
    expect(borger({ OIDC_BORGER_ISSUER: 'http://127.0.0.1:4000' })?.issuer.host).toBe('127.0.0.1:4000');
    expect(borger({ OIDC_BORGER_ISSUER: 'http://localhost:4000' })?.issuer.host).toBe('localhost:4000');
    expect(() => borger({ OIDC_BORGER_ISSUER: 'http://127.0.0.1:4000' }, true)).toThrow(
      'skal være en https://-adresse, når NODE_ENV=production',
    );
    expect(() => borger({ OIDC_BORGER_ISSUER: 'http://broker.example' })).toThrow('http:// kun på denne maskine');
    expect(() => borger({ OIDC_BORGER_ISSUER: 'ikke en adresse' })).toThrow('er ikke en gyldig adresse');
    expect(borger({ OIDC_BORGER_ISSUER: 'https://broker.example' }, true)?.issuer.protocol).toBe('https:');
  });
});

describe('the claims of a MitID login', () => {
  const idura = borger({ OIDC_BORGER_ISSUER: 'https://broker.example' })!.claims;

  it('reads CPR and CVR as digits, whatever the broker writes between them', () => {
    expect(laesPerson({ cprNumberIdentifier: '120385-1234', cvrNumberIdentifier: '3124 5001', name: ' Mette ' }, idura)).toEqual({
      cpr: '1203851234',
      cvr: '31245001',
      navn: 'Mette',
      virksomhedsnavn: undefined,
    });
  });

  it('takes no CPR or CVR of the wrong length or kind', () => {
    expect(laesPerson({ cprNumberIdentifier: '12345', cvrNumberIdentifier: ['31245001'] }, idura)).toMatchObject({
      cpr: undefined,
      cvr: undefined,
    });
  });
});

describe('OIDC_ADMIN_*', () => {
  it("reads Entra ID with the roles claim and each portal role, the staff's and the systems', by its own name by default", () => {
    const a = admin({ OIDC_ADMIN_ISSUER: 'https://login.microsoftonline.com/0000/v2.0' })!;
    expect(a.redirectUri).toBe('https://fond.example.dk/auth/admin/callback');
    expect(a.rolesClaim).toBe('roles');
    expect(a.roller).toEqual({
      Sagsbehandler: 'Sagsbehandler',
      Tekstredaktoer: 'Tekstredaktoer',
      Analytiker: 'Analytiker',
      Administrator: 'Administrator',
      Betalingsordrer: 'Betalingsordrer',
      SagerLaes: 'SagerLaes',
      SagerBehandl: 'SagerBehandl',
    });
    // The provider's app-only tokens are for the portal's own client id unless told otherwise.
    expect(a.appAudience).toBe(a.clientId);
    expect(admin({ OIDC_ADMIN_ISSUER: 'https://idp.example', OIDC_ADMIN_APP_AUDIENCE: 'api://fondsportal' })!.appAudience).toBe(
      'api://fondsportal',
    );
  });

  it('maps provider roles by OIDC_ADMIN_ROLLER and reads another roles claim', () => {
    const a = admin({
      OIDC_ADMIN_ISSUER: 'https://idp.example',
      OIDC_ADMIN_ROLES_CLAIM: 'groups',
      OIDC_ADMIN_ROLLER: '{"fond-sager":"Sagsbehandler","fond-it":"Administrator"}',
    })!;
    const claims = { sub: 's1', email: 'x@fond.example.dk', groups: ['fond-sager', 'andet', 'fond-it', 'fond-sager'] };
    expect(adminFraClaims(claims, a)).toEqual({
      brugernavn: 'x@fond.example.dk',
      navn: 'x@fond.example.dk',
      email: 'x@fond.example.dk',
      roller: ['Sagsbehandler', 'Administrator'],
    });
  });

  it.each([
    ['{"a":"Chef"}', 'ukendte roller (Chef)'],
    ['ikke json', 'skal være JSON'],
    ['[]', 'skal være et JSON-objekt'],
  ])('refuses OIDC_ADMIN_ROLLER %s', (roller, besked) => {
    expect(() => admin({ OIDC_ADMIN_ISSUER: 'https://idp.example', OIDC_ADMIN_ROLLER: roller })).toThrow(besked);
  });
});
