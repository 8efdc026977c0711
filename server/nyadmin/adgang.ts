import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { laesSigneretCookie, saetSigneretCookie } from '../identity/signeret-cookie';
import type { AppDeps } from '../deps';
import type { AdminTokens } from '../identity/admin-tokens';
import { deriveKey } from '../identity/keys';
import type { Admin } from '../identity/types';

const KODE_LEVETID_MS = 60_000;
const COOKIE_LEVETID_S = 15 * 60;
const COOKIE = 'nyadmin';

interface Kode {
  sub: string;
  sid: string;
  til: string;
  udloeber: number;
  brugt?: boolean;
}

/** Deletes the one-time codes that expired unredeemed (a redeemed one is deleted at once); answers how many. */
export function rydUdloebneKoder({ store, now }: Pick<AppDeps, 'store' | 'now'>): Promise<number> {
  // Indexed by expiry (store/indekser.ts); a code holds up to and at that moment.
  return store.collection<Kode>('engangskoder').deleteWhere({ createdTo: new Date(now().getTime() - 1).toISOString() });
}

/**
 * Access to the legacy admin pages under /nyadmin, which an iframe or a new tab opens without the
 * admin's bearer token: the SPA asks for a one-time code (with its token), the boot redirect trades
 * the code for a short-lived HttpOnly cookie scoped to /nyadmin. The token never appears in a URL.
 * The cookie names the admin's login (`sid`), so it ends when the login does (logout). Codes are
 * kept in the store, so a code one instance issued is redeemed on another.
 */
export function createNyadminAdgang({ config, now, store }: AppDeps, tokens: AdminTokens) {
  const koder = store.collection<Kode>('engangskoder');
  const key = deriveKey(config.sessionSecret, 'cookie');
  const secure = config.publicBaseUrl.startsWith('https:');

  return {
    async udstedKode(admin: Admin, sid: string, til: string): Promise<string> {
      const kode = randomBytes(24).toString('base64url');
      await koder.put(kode, { sub: admin.brugernavn, sid, til, udloeber: now().getTime() + KODE_LEVETID_MS });
      return kode;
    },

    /** Redeems a code once: sets the cookie and answers where to go, or undefined. */
    async indloes(c: Context, kode: string): Promise<string | undefined> {
      // Marked as used in one atomic update, so a code works once even with two instances.
      const k = kode
        ? await koder
            .update(kode, (fundet) => {
              if (!fundet || fundet.brugt) throw new Error('unknown or used code');
              return { ...fundet, brugt: true };
            })
            .catch(() => undefined)
        : undefined;
      if (k) await koder.delete(kode);
      if (!k || k.udloeber < now().getTime()) return undefined;
      const vaerdi = JSON.stringify({ sub: k.sub, sid: k.sid, exp: Math.floor(now().getTime() / 1000) + COOKIE_LEVETID_S });
      saetSigneretCookie(c, COOKIE, vaerdi, key, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/nyadmin',
        maxAge: COOKIE_LEVETID_S,
      });
      return k.til;
    },

    async admin(c: Context): Promise<Admin | undefined> {
      const vaerdi = laesSigneretCookie(c, COOKIE, key);
      if (!vaerdi) return undefined;
      let cookie: { sub?: unknown; sid?: unknown; exp?: unknown };
      try {
        cookie = JSON.parse(vaerdi) as typeof cookie;
      } catch {
        return undefined;
      }
      const { sub, sid, exp } = cookie;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return undefined;
      return exp > now().getTime() / 1000 ? tokens.levendeAdmin(sid, sub) : undefined;
    },
  };
}

export type NyadminAdgang = ReturnType<typeof createNyadminAdgang>;
