import { createHash, randomBytes } from 'node:crypto';
import { sign } from 'hono/jwt';
import type { KlientToken, TokenPair } from '../../contract/identitet';
import type { AppDeps } from '../deps';
import { createAdminSessioner, type AdminLoginKilde, type AdminSession } from './admin-sessioner';
import { verifyHs256 } from './hs256';
import { createKlientAdgang, klientSid } from './klient-adgang';
import type { KlientOversigt } from './klienter';
import { deriveKey } from './keys';
import { createAppTokens } from './oidc/app-token';
import type { Admin } from './types';

const AUDIENCE = 'fondsportal-admin';
const ALGORITHM = 'HS256';
const RYD_INTERVAL_MS = 3_600_000;

export type { TokenPair };

/** A valid access token's admin and the login (`sid`) it belongs to. */
export interface AdminAdgang {
  admin: Admin;
  sid: string;
}

/**
 * A refresh token, stored by its hash. Exchanged ones stay as `brugt` until the family (the admin
 * login) ends, so a second use is recognised as a copy (OAuth 2.0 Security BCP, refresh token rotation).
 */
interface RefreshRecord {
  id: string;
  familie: string;
  udloeber: number;
  brugt?: number;
}

class Afvist extends Error {}
class Genbrugt extends Error {
  constructor(readonly familie: string) {
    super('genbrugt refresh token');
  }
}

// Only a hash of a refresh token is stored, so a copy of the data directory grants nothing.
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const sekunder = (d: Date) => Math.floor(d.getTime() / 1000);

/** Short-lived signed access tokens tied to a server-side login, plus rotating refresh tokens. */
export function createAdminTokens(deps: AppDeps) {
  const { config, store, now, admins, log } = deps;
  const refreshTokens = store.collection<RefreshRecord>('admin-refresh-tokens');
  const sessioner = createAdminSessioner(deps);
  const klienter = createKlientAdgang(deps);
  // The staff's provider's app-only tokens for the fund's systems, when the provider is configured.
  const appTokens = config.oidcAdmin && createAppTokens(config.oidcAdmin, log);
  const key = deriveKey(config.sessionSecret, 'jwt');
  let sidstRyddet = 0;

  async function udsted(admin: Admin, session: AdminSession): Promise<TokenPair> {
    const iat = sekunder(now());
    const exp = iat + config.adminTokenTtlSeconds;
    // The roles ride along for a client to read; the server checks the login's own (levendeAdmin).
    const claims = {
      sub: admin.brugernavn,
      navn: admin.navn,
      email: admin.email,
      roller: admin.roller,
      aud: AUDIENCE,
      sid: session.id,
      iat,
      exp,
    };
    const accessToken = await sign(claims, key, ALGORITHM);
    const refreshToken = randomBytes(32).toString('base64url');
    const id = hash(refreshToken);
    await refreshTokens.put(id, { id, familie: session.id, udloeber: session.udloeber });
    return { accessToken, refreshToken, expiresIn: config.adminTokenTtlSeconds };
  }

  /** Forgets refresh tokens and logins past their end of life, at most once an hour. */
  async function ryd(): Promise<void> {
    const t = now().getTime();
    if (t - sidstRyddet < RYD_INTERVAL_MS) return;
    sidstRyddet = t;
    for (const r of await refreshTokens.all()) if (r.id && r.udloeber <= t) await refreshTokens.delete(r.id);
    await sessioner.ryd();
  }

  /** The admin of a live login: as the directory knows them now, or as the OpenID provider gave them; or a live client. */
  async function levendeAdmin(sid: string, brugernavn: string): Promise<Admin | undefined> {
    const klient = await klienter.levende(sid);
    if (klient) return klient.brugernavn === brugernavn ? klient : undefined;
    const session = await sessioner.aktiv(sid);
    return session?.brugernavn === brugernavn ? sessionensAdmin(session) : undefined;
  }

  const sessionensAdmin = (session: AdminSession): Admin | undefined =>
    session.kilde === 'oidc' ? session.admin : admins.find(session.brugernavn);

  return {
    /** Starts a login and answers its first pair. */
    async issue(admin: Admin, kilde: AdminLoginKilde = 'adgangskode'): Promise<TokenPair> {
      await ryd();
      return udsted(admin, await sessioner.start(admin, kilde));
    },

    /**
     * A client's access token (client credentials, RFC 6749 §4.4): its roles, no refresh token. The
     * server reads the client's roles anew at each request; a disabled client's tokens stop working.
     */
    async udstedKlient(klient: KlientOversigt): Promise<KlientToken> {
      const iat = sekunder(now());
      const claims = {
        sub: klient.id,
        navn: klient.navn,
        roller: klient.roller,
        klient: true,
        aud: AUDIENCE,
        iat,
        exp: iat + config.adminTokenTtlSeconds,
      };
      return { access_token: await sign(claims, key, ALGORITHM), token_type: 'Bearer', expires_in: config.adminTokenTtlSeconds };
    },

    /** A client by its id and secret, unless unknown or disabled. */
    verificerKlient: klienter.verificer,

    /**
     * The admin named by a valid access token: the algorithm is pinned (hs256.ts); exp, nbf and aud are
     * checked; the admin must exist and the login (`sid`) must still live, so logout ends the token. A
     * client's token names the client, which must still be enabled. A token of the staff's OpenID
     * provider is an app-only token of a system (oidc/app-token.ts).
     */
    async verifyAccess(token: string): Promise<AdminAdgang | undefined> {
      // Times are checked against the app's clock below.
      const claims = verifyHs256(token, key, AUDIENCE);
      if (!claims) {
        const app = appTokens && (await appTokens.verificer(token));
        return app ? { admin: app, sid: app.brugernavn } : undefined;
      }
      const { sub, exp, nbf } = claims;
      const sid = claims['klient'] === true && typeof sub === 'string' ? klientSid(sub) : claims['sid'];
      const t = sekunder(now());
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number' || exp <= t) return undefined;
      if (nbf !== undefined && (typeof nbf !== 'number' || nbf > t)) return undefined;
      const admin = await levendeAdmin(sid, claims['klient'] === true ? sid : sub);
      return admin && { admin, sid };
    },

    /** The admin while their login lives (the /nyadmin cookie asks this). */
    levendeAdmin,

    /**
     * Exchanges a refresh token for a new pair. Marking it used is one store update, so of
     * simultaneous exchanges exactly one succeeds; a token used before ends its whole login.
     */
    async refresh(refreshToken: string): Promise<TokenPair | undefined> {
      const t = now().getTime();
      let record: RefreshRecord;
      try {
        // A throw inside the update writes nothing, and no other write to the record comes between.
        record = await refreshTokens.update(hash(refreshToken), (r) => {
          if (!r?.familie) throw new Afvist();
          if (r.brugt !== undefined) throw new Genbrugt(r.familie);
          return { ...r, brugt: t };
        });
      } catch (error) {
        if (error instanceof Genbrugt) {
          log.warn({ sid: error.familie }, 'admin refresh token brugt igen; login afsluttet');
          await sessioner.afslut(error.familie);
        }
        if (error instanceof Afvist || error instanceof Genbrugt) return undefined;
        throw error;
      }
      // The store itself, not the cache: a logout elsewhere must not be outlived by a refresh.
      const session = await sessioner.aktiv(record.familie, { frisk: true });
      const admin = session && record.udloeber > t ? sessionensAdmin(session) : undefined;
      return session && admin ? udsted(admin, session) : undefined;
    },

    /** Logout: ends the login the refresh token belongs to, with all its tokens. */
    async revoke(refreshToken: string): Promise<void> {
      const record = await refreshTokens.get(hash(refreshToken));
      if (record?.familie) await sessioner.afslut(record.familie);
    },

    /** Ends a login by its id (an access token's `sid`). */
    afslut: (sid: string) => sessioner.afslut(sid),
  };
}

export type AdminTokens = ReturnType<typeof createAdminTokens>;
