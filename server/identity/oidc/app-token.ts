import type { JWTVerifyGetKey } from 'jose';
import type { Logger } from 'pino';
import type { Admin } from '../types';
import { adminFraClaims } from './admin-claims';
import type { OidcAdmin } from './indstillinger';

// The provider's signing algorithms (Entra ID signs with RS256); never a symmetric one, never "none".
const ALGORITMER = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384'];

interface Udbyder {
  issuer: string;
  noegler: JWTVerifyGetKey;
  jwtVerify: typeof import('jose').jwtVerify;
}

// Claims only an ID token carries (OpenID Connect Core §2, §3.3.2.11): a token with one is a person's sign-in, not an access token.
const ID_TOKEN_CLAIMS = ['nonce', 'at_hash', 'c_hash', 's_hash'];
// The JOSE header types of an access token: Entra ID's plain JWT, or RFC 9068's at+jwt.
const ADGANGS_TYPER = new Set(['jwt', 'at+jwt', 'application/at+jwt']);

/**
 * Whether a verified token is an app-only access token: no scopes (`scp`, a person's delegated token),
 * no ID token claims, Entra ID's `idtyp` (an optional claim) `app` when present, and an access token's
 * header `typ` when present. Entra's app-only tokens are plain JWTs with `idtyp: app` or no idtyp.
 */
function erAppToken(payload: Record<string, unknown>, typ: string | undefined): boolean {
  if (payload['scp'] !== undefined || ID_TOKEN_CLAIMS.some((claim) => payload[claim] !== undefined)) return false;
  if (payload['idtyp'] !== undefined && payload['idtyp'] !== 'app') return false;
  return typ === undefined || ADGANGS_TYPER.has(typ.toLowerCase());
}

/** An app-only caller's id: Entra ID names the calling app in azp (v2) or appid (v1), others in sub. */
const appId = (claims: Record<string, unknown>) => String(claims['azp'] ?? claims['appid'] ?? claims['sub']);

/**
 * Access tokens the staff's OpenID provider (OIDC_ADMIN_*, e.g. Entra ID) issues to one of the fund's
 * systems by its own client credentials: signed by a key of the provider's JWKS (found by discovery),
 * from its issuer, for the portal (OIDC_ADMIN_APP_AUDIENCE), unexpired, and app-only (erAppToken): a
 * person's delegated token or ID token is refused. Its roles claim maps to the
 * portal's roles as a staff member's does (OIDC_ADMIN_ROLLER), so a system role such as Betalingsordrer
 * is given in the provider's app registration.
 */
export function createAppTokens(udbyder: OidcAdmin, log: Logger) {
  let hentet: Promise<Udbyder> | undefined;

  // Discovery once; a provider out of reach is asked again at the next token.
  const hentUdbyder = () =>
    (hentet ??= (async () => {
      const jose = await import('jose');
      const svar = await fetch(new URL(`${udbyder.issuer.href.replace(/\/$/, '')}/.well-known/openid-configuration`));
      if (!svar.ok) throw new Error(`discovery answered ${svar.status}`);
      const metadata = (await svar.json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (typeof metadata.issuer !== 'string' || typeof metadata.jwks_uri !== 'string')
        throw new Error('discovery without issuer or jwks_uri');
      return { issuer: metadata.issuer, noegler: jose.createRemoteJWKSet(new URL(metadata.jwks_uri)), jwtVerify: jose.jwtVerify };
    })().catch((error: unknown) => {
      hentet = undefined;
      throw error;
    }));

  return {
    /** The system an app-only token names, with its portal roles; undefined for any other token. */
    async verificer(token: string): Promise<Admin | undefined> {
      if (token.split('.').length !== 3) return undefined;
      let u: Udbyder;
      try {
        u = await hentUdbyder();
      } catch (error) {
        log.warn({ err: error }, 'sekretariatets OIDC-udbyder kan ikke nås; app-token afvist');
        return undefined;
      }
      try {
        const { payload, protectedHeader } = await u.jwtVerify(token, u.noegler, {
          issuer: u.issuer,
          audience: udbyder.appAudience,
          algorithms: ALGORITMER,
        });
        // The staff's own ID tokens are signed by the same provider for the client id, the default audience.
        if (!erAppToken(payload, protectedHeader.typ)) return undefined;
        const id = `app:${appId(payload)}`;
        return { ...adminFraClaims(payload, udbyder), brugernavn: id, navn: String(payload['app_displayname'] ?? id), email: '' };
      } catch {
        return undefined;
      }
    },
  };
}
