import { alleRoller, erRolle, type Rolle } from '../../../engine/roller';
import { laesClaimMapping, type ClaimMapping } from './claims';

/** One OpenID provider the portal signs people in at, as a relying party with a client secret. */
export interface OidcUdbyder {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** PUBLIC_BASE_URL + the callback path: registered at the provider. */
  redirectUri: string;
  /** Where the provider sends the browser after logging out there (RP-initiated logout). */
  postLogoutRedirectUri: string;
}

/** Citizens and companies: a MitID broker (OIDC_BORGER_*). */
export interface OidcBorger extends OidcUdbyder {
  claims: ClaimMapping;
}

/** The secretariat: Entra ID or another provider (OIDC_ADMIN_*). */
export interface OidcAdmin extends OidcUdbyder {
  rolesClaim: string;
  /** The provider's role value → the portal's role. */
  roller: Record<string, Rolle>;
  /** The `aud` of the provider's app-only access tokens for the portal (OIDC_ADMIN_APP_AUDIENCE; the client id by default). */
  appAudience: string;
}

type Env = NodeJS.ProcessEnv;

/** OIDC_BORGER_*: undefined when no issuer is set, which keeps the demo login page. */
export function oidcBorgerFraEnv(env: Env, publicBaseUrl: string, production: boolean): OidcBorger | undefined {
  const udbyder = laesUdbyder(env, 'OIDC_BORGER', publicBaseUrl, production, '/auth/callback', '/app');
  if (!udbyder) return undefined;
  const claims = laesClaimMapping(env['OIDC_BORGER_CLAIMS']);
  return { ...udbyder, scopes: env['OIDC_BORGER_SCOPES']?.trim() || claims.scopes || 'openid', claims };
}

/** OIDC_ADMIN_*: undefined when no issuer is set, which keeps the demo username/password form. */
export function oidcAdminFraEnv(env: Env, publicBaseUrl: string, production: boolean): OidcAdmin | undefined {
  const udbyder = laesUdbyder(env, 'OIDC_ADMIN', publicBaseUrl, production, '/auth/admin/callback', '/app/admin');
  if (!udbyder) return undefined;
  return {
    ...udbyder,
    // Entra ID puts the name and e-mail in the profile and email scopes.
    scopes: 'openid profile email',
    rolesClaim: env['OIDC_ADMIN_ROLES_CLAIM']?.trim() || 'roles',
    roller: laesRoller(env['OIDC_ADMIN_ROLLER']),
    appAudience: env['OIDC_ADMIN_APP_AUDIENCE']?.trim() || udbyder.clientId,
  };
}

function laesUdbyder(env: Env, prefix: string, publicBaseUrl: string, production: boolean, callback: string, efterLogout: string) {
  const issuerTekst = env[`${prefix}_ISSUER`]?.trim();
  if (!issuerTekst) return undefined;
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) throw new Error(`${prefix}_CLIENT_ID og ${prefix}_CLIENT_SECRET skal være sat, når ${prefix}_ISSUER er.`);
  return {
    issuer: laesIssuer(issuerTekst, `${prefix}_ISSUER`, production),
    clientId,
    clientSecret,
    scopes: 'openid',
    redirectUri: `${publicBaseUrl}${callback}`,
    postLogoutRedirectUri: `${publicBaseUrl}${efterLogout}`,
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An https issuer; a loopback http:// one only outside production (a provider on this machine, as in the tests). */
function laesIssuer(tekst: string, navn: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(tekst);
  } catch {
    throw new Error(`${navn} er ikke en gyldig adresse: ${tekst}`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK.has(url.hostname);
  if (url.protocol === 'https:' || (loopbackHttp && !production)) return url;
  throw new Error(
    loopbackHttp
      ? `${navn} skal være en https://-adresse, når NODE_ENV=production.`
      : `${navn} skal være en https://-adresse (http:// kun på denne maskine og ikke i produktion).`,
  );
}

/**
 * OIDC_ADMIN_ROLLER: JSON from the provider's role to a portal role, a staff member's or a system's (the
 * app-only tokens of identity/oidc/app-token.ts); by default each role by its own name.
 */
function laesRoller(vaerdi: string | undefined): Record<string, Rolle> {
  if (!vaerdi?.trim()) return Object.fromEntries(alleRoller.map((r) => [r, r]));
  let json: unknown;
  try {
    json = JSON.parse(vaerdi);
  } catch {
    throw new Error('OIDC_ADMIN_ROLLER skal være JSON, fx {"Fond.Sagsbehandler":"Sagsbehandler"}.');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error('OIDC_ADMIN_ROLLER skal være et JSON-objekt.');
  const ukendte = Object.values(json).filter((r) => !erRolle(r));
  if (ukendte.length > 0)
    throw new Error(`OIDC_ADMIN_ROLLER nævner ukendte roller (${ukendte.join(', ')}); kendte: ${alleRoller.join(', ')}.`);
  return json as Record<string, Rolle>;
}
