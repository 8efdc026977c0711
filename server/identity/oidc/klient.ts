import type * as Oidc from 'openid-client';
import type { OidcUdbyder } from './indstillinger';

// Loaded at the first login: only a server with OIDC settings uses it, and loading it is a noticeable part of the start.
const laesOidc = () => import('openid-client');

/** What a started login must remember until the provider sends the browser back. */
export interface OidcTjek {
  state: string;
  nonce: string;
  /** The PKCE code verifier; only its S256 challenge went to the provider. */
  verifier: string;
}

/**
 * A login the provider confirmed: the ID token's claims (with userinfo's beside them), and what the
 * ID token alone says of the login's level (`acr`) and of the provider's session (`sid`). The ID
 * token itself is not kept: a MitID broker's carries the CPR number.
 */
export interface OidcLogin {
  claims: Record<string, unknown>;
  acr?: string;
  sid?: string;
}

/**
 * The relying party at one OpenID provider, by openid-client: issuer discovery (retried at the next
 * login if the provider could not be reached), authorisation code flow with PKCE (S256), `state` and
 * `nonce`; the ID token's signature is checked against the provider's JWKS, and its `iss`, `aud`,
 * `exp`, `iat` and `nonce` by openid-client.
 */
export function createOidcKlient(udbyder: OidcUdbyder) {
  let konfiguration: Promise<Oidc.Configuration> | undefined;

  function hentKonfiguration(): Promise<Oidc.Configuration> {
    konfiguration ??= laesOidc()
      .then((oidc) =>
        oidc.discovery(udbyder.issuer, udbyder.clientId, udbyder.clientSecret, undefined, {
          // http:// is allowed for a loopback issuer outside production only (indstillinger.ts).
          execute: [oidc.enableNonRepudiationChecks, ...(udbyder.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])],
        }),
      )
      .catch((error: unknown) => {
        konfiguration = undefined;
        throw error;
      });
    return konfiguration;
  }

  return {
    /** The provider's authorisation URL for a new login, and the checks to keep for its return. */
    async start(ekstra: Record<string, string> = {}): Promise<{ url: URL; tjek: OidcTjek }> {
      const config = await hentKonfiguration();
      const oidc = await laesOidc();
      const tjek = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        ...ekstra,
        redirect_uri: udbyder.redirectUri,
        scope: udbyder.scopes,
        response_type: 'code',
        state: tjek.state,
        nonce: tjek.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(tjek.verifier),
        code_challenge_method: 'S256',
      });
      return { url, tjek };
    },

    /**
     * Completes a login from the callback's query: checks state, trades the code (with the PKCE
     * verifier) and checks the ID token. Claims a provider keeps for userinfo are fetched from there;
     * the ID token's win. Throws on anything refused.
     */
    async fuldfoer(query: string, tjek: OidcTjek): Promise<OidcLogin> {
      const config = await hentKonfiguration();
      const oidc = await laesOidc();
      const svar = await oidc.authorizationCodeGrant(config, new URL(`${udbyder.redirectUri}${query}`), {
        pkceCodeVerifier: tjek.verifier,
        expectedState: tjek.state,
        expectedNonce: tjek.nonce,
        idTokenExpected: true,
      });
      const idClaims = svar.claims();
      if (!idClaims || !svar.id_token) throw new Error('no ID token in the answer');
      let userinfo: Record<string, unknown> = {};
      if (config.serverMetadata().userinfo_endpoint && svar.access_token) {
        userinfo = await oidc.fetchUserInfo(config, svar.access_token, idClaims.sub).catch(() => ({}));
      }
      const tekst = (v: unknown) => (typeof v === 'string' ? v : undefined);
      return { claims: { ...userinfo, ...idClaims }, acr: tekst(idClaims.acr), sid: tekst(idClaims['sid']) };
    },

    /**
     * Where to send the browser to log out at the provider too, if it offers RP-initiated logout. The
     * request names the client (`client_id`, which openid-client adds) and, as `logout_hint`, the
     * provider's session id, never the ID token: an `id_token_hint` in a URL would leave the CPR
     * number it carries in browser history and proxy and broker logs.
     */
    async logoutUrl(sid: string | undefined): Promise<URL | undefined> {
      const config = await hentKonfiguration().catch(() => undefined);
      if (!config?.serverMetadata().end_session_endpoint) return undefined;
      return (await laesOidc()).buildEndSessionUrl(config, {
        post_logout_redirect_uri: udbyder.postLogoutRedirectUri,
        ...(sid ? { logout_hint: sid } : {}),
      });
    },
  };
}

export type OidcKlient = ReturnType<typeof createOidcKlient>;

/** A refused login's reason for the log: openid-client's message, code and cause (no claims, so no CPR). */
export function afvisningsgrund(error: unknown): Record<string, string | undefined> {
  if (!(error instanceof Error)) return { fejl: String(error) };
  const { code } = error as { code?: unknown };
  return {
    fejl: error.message,
    kode: typeof code === 'string' ? code : undefined,
    aarsag: error.cause instanceof Error ? error.cause.message : undefined,
  };
}
