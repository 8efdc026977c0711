import { createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { oidcAdminFraEnv } from '../identity/oidc/indstillinger';

/**
 * The claims an account signs in with, beside its `sub`; `navn` is what the provider's own page shows.
 * `acr` is the level the account signs in at, whatever was asked for (a session from an earlier, weaker login).
 */
export type Konti = Record<string, { navn: string; claims: Record<string, unknown>; acr?: string }>;

export interface TestUdbyderOptions {
  /** The page's heading: which service the provider plays (a MitID broker, Entra ID). */
  titel: string;
  konti: Konti;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** The page names the login kind asked for by acr_values (as Idura does: private MitID or MitID Erhverv). */
  acrTitler?: Record<string, string>;
  /** The ID token carries the provider's session id (`sid`), as brokers with back-channel logout send it. */
  sid?: boolean;
}

/** How the next ID token is tampered with: its claims changed, or signed with a key the provider does not publish. */
export interface Forfalskning {
  claims?: (claims: Record<string, unknown>) => Record<string, unknown>;
  ukendtNoegle?: boolean;
}

const KID = 'test-noegle';
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

function signer(claims: Record<string, unknown>, noegle: KeyObject): string {
  const indhold = `${b64({ alg: 'RS256', typ: 'JWT', kid: KID })}.${b64(claims)}`;
  return `${indhold}.${createSign('RSA-SHA256').update(indhold).sign(noegle).toString('base64url')}`;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A real OpenID provider (oidc-provider) on a loopback port, for tests without the internet: discovery,
 * JWKS, authorisation code flow with PKCE, RS256 ID tokens, userinfo and RP-initiated logout. Its
 * sign-in page lists the test accounts as buttons. `forfalsk` tampers with the next ID token it issues.
 */
export async function startTestUdbyder(options: TestUdbyderOptions) {
  const clientId = `klient-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const claimNavne = [...new Set(Object.values(options.konti).flatMap((k) => Object.keys(k.claims)))];
  let forfalskning: Forfalskning | undefined;

  const server = createServer();
  await new Promise<void>((klar) => server.listen(0, '127.0.0.1', klar));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        // oidc-provider puts the session's sid in the ID token for a client that asks for it at back-channel logout.
        ...(options.sid
          ? {
              backchannel_logout_uri: `${new URL(options.redirectUris[0]!).origin}/backchannel-logout`,
              backchannel_logout_session_required: true,
            }
          : {}),
      },
    ],
    jwks: { keys: [{ ...(privateKey.export({ format: 'jwk' }) as Record<string, string>), kid: KID, alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Every claim in the ID token, as the MitID brokers and Entra ID put them there.
    claims: { openid: ['sub', ...claimNavne] },
    conformIdTokenClaims: false,
    scopes: ['openid', 'profile', 'email', 'ssn', 'nin', 'nemlogin'],
    acrValues: Object.keys(options.acrTitler ?? {}),
    findAccount: (_ctx, sub) => {
      const konto = options.konti[sub];
      return konto ? { accountId: sub, claims: () => ({ sub, ...konto.claims }) } : undefined;
    },
    // A first-party test client: the person is not asked to consent.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(String(ctx.oidc.params?.['scope'] ?? 'openid'));
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: options.sid ?? false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.body = side(
            options.titel,
            `${form}<button class="btn" type="submit" form="op.logoutForm" name="logout" value="yes">Log ud</button>`,
          );
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = side('Fejl', `<p>${escape(String(out['error']))}: ${escape(String(out['error_description'] ?? ''))}</p>`);
    },
  };
  const provider = new Provider(issuer, configuration);

  provider.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (ctx.path !== '/token' || !forfalskning || typeof body?.['id_token'] !== 'string') return;
    const { claims = (c) => c, ukendtNoegle = false } = forfalskning;
    forfalskning = undefined;
    const payload = JSON.parse(Buffer.from(body['id_token'].split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const noegle = ukendtNoegle ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : privateKey;
    ctx.body = { ...body, id_token: signer(claims(payload), noegle) };
  });

  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) void interaktion(req, res).catch(() => res.writeHead(500).end());
    else callback(req, res);
  });

  /** The provider's sign-in page: one button per account; its form signs that account in. */
  async function interaktion(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'POST') {
      const konto = new URLSearchParams(await laesKrop(req)).get('konto') ?? '';
      const acr = options.konti[konto]?.acr ?? (String(details.params['acr_values'] ?? '').split(' ')[0] || undefined);
      const resultat = options.konti[konto] ? { login: { accountId: konto, ...(acr ? { acr } : {}) } } : { error: 'access_denied' };
      await provider.interactionFinished(req, res, resultat, { mergeWithLastSubmission: false });
      return;
    }
    const acr = String(details.params['acr_values'] ?? '').split(' ')[0] ?? '';
    const undertitel = options.acrTitler?.[acr] ?? '';
    const knapper = Object.entries(options.konti)
      .map(([id, k]) => `<button class="btn" type="submit" name="konto" value="${escape(id)}">${escape(k.navn)}</button>`)
      .join('');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      side(
        options.titel,
        `${undertitel ? `<h2>${escape(undertitel)}</h2>` : ''}<form method="post">${knapper}<button class="btn" type="submit" name="konto" value="">Afbryd</button></form>`,
      ),
    );
  }

  return {
    issuer,
    clientId,
    clientSecret,
    /**
     * An access token as the provider issues one to an app by its client credentials (Entra ID's app-only
     * token): signed with the provider's key (or, with ukendtNoegle, one it does not publish), for the portal.
     */
    appToken(claims: Record<string, unknown>, { ukendtNoegle = false } = {}): string {
      const iat = Math.floor(Date.now() / 1000);
      const noegle = ukendtNoegle ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : privateKey;
      return signer({ iss: issuer, aud: clientId, iat, nbf: iat, exp: iat + 600, ...claims }, noegle);
    },
    /** Tampers with the next ID token the token endpoint answers. */
    forfalsk(f: Forfalskning) {
      forfalskning = f;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export type TestUdbyder = Awaited<ReturnType<typeof startTestUdbyder>>;

const side = (titel: string, indhold: string) =>
  `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>${escape(titel)}</title></head><body><main><h1>${escape(titel)}</h1>${indhold}</main></body></html>`;

function laesKrop(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let krop = '';
    req.setEncoding('utf8');
    req.on('data', (del: string) => (krop += del));
    req.on('end', () => done(krop));
    req.on('error', fail);
  });
}

/** The portal's OIDC_ADMIN_* settings for a test provider standing in for Entra ID, its roles mapped by `roller` (OIDC_ADMIN_ROLLER). */
export const somEntraId = (udbyder: TestUdbyder, roller: Record<string, string>, publicBaseUrl = 'http://localhost:3000') =>
  oidcAdminFraEnv(
    {
      OIDC_ADMIN_ISSUER: udbyder.issuer,
      OIDC_ADMIN_CLIENT_ID: udbyder.clientId,
      OIDC_ADMIN_CLIENT_SECRET: udbyder.clientSecret,
      OIDC_ADMIN_ROLLER: JSON.stringify(roller),
    },
    publicBaseUrl,
    false,
  );
