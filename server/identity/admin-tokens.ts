import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { AppDeps } from '../deps';
import { deriveKey } from './keys';
import type { Admin } from './types';

const AUDIENCE = 'fondsportal-admin';
const ALGORITHM = 'HS256';
const REFRESH_TTL_MS = 12 * 3_600_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface RefreshRecord {
  admin: Admin;
  udloeber: number;
}

// Only a hash of a refresh token is stored, so a copy of the data directory grants nothing.
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Short-lived signed access tokens plus rotating, revocable refresh tokens for the admin area. */
export function createAdminTokens({ config, store, now }: AppDeps) {
  const refreshTokens = store.collection<RefreshRecord>('admin-refresh-tokens');
  const key = deriveKey(config.sessionSecret, 'jwt');

  async function issue(admin: Admin): Promise<TokenPair> {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + config.adminTokenTtlSeconds;
    const accessToken = await sign(
      { sub: admin.brugernavn, navn: admin.navn, email: admin.email, aud: AUDIENCE, iat, exp },
      key,
      ALGORITHM,
    );
    const refreshToken = randomBytes(32).toString('base64url');
    await refreshTokens.put(hash(refreshToken), { admin, udloeber: now().getTime() + REFRESH_TTL_MS });
    return { accessToken, refreshToken, expiresIn: config.adminTokenTtlSeconds };
  }

  return {
    issue,

    /** The admin named by a valid access token; the algorithm is pinned and exp and aud are checked. */
    async verifyAccess(token: string): Promise<Admin | undefined> {
      try {
        // Expiry is checked against the app's clock (hono's check reads the wall clock).
        const claims = await verify(token, key, { alg: ALGORITHM, aud: AUDIENCE, exp: false, iat: false, nbf: false });
        if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
        if (claims.exp <= Math.floor(now().getTime() / 1000)) return undefined;
        return { brugernavn: claims.sub, navn: String(claims['navn'] ?? claims.sub), email: String(claims['email'] ?? '') };
      } catch {
        return undefined;
      }
    },

    /** Exchanges a refresh token for a new pair; the old one stops working (rotation). */
    async refresh(refreshToken: string): Promise<TokenPair | undefined> {
      const id = hash(refreshToken);
      const record = await refreshTokens.get(id);
      if (!record) return undefined;
      await refreshTokens.delete(id);
      if (record.udloeber < now().getTime()) return undefined;
      return issue(record.admin);
    },

    async revoke(refreshToken: string): Promise<void> {
      await refreshTokens.delete(hash(refreshToken));
    },
  };
}

export type AdminTokens = ReturnType<typeof createAdminTokens>;
