import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { deriveKey } from '../identity/keys';
import type { Admin } from '../identity/types';

const KODE_LEVETID_MS = 60_000;
const COOKIE_LEVETID_S = 15 * 60;
const COOKIE = 'nyadmin';

interface Kode {
  admin: Admin;
  til: string;
  udloeber: number;
  brugt?: boolean;
}

/**
 * Access to the legacy admin pages under /nyadmin, which an iframe or a new tab opens without the
 * admin's bearer token: the SPA asks for a one-time code (with its token), the boot redirect trades
 * the code for a short-lived HttpOnly cookie scoped to /nyadmin. The token never appears in a URL.
 * Codes are kept in the store, so a code one instance issued is redeemed on another.
 */
export function createNyadminAdgang({ config, now, store }: AppDeps) {
  const koder = store.collection<Kode>('engangskoder');
  const key = deriveKey(config.sessionSecret, 'cookie');
  const secure = config.publicBaseUrl.startsWith('https:');

  return {
    async udstedKode(admin: Admin, til: string): Promise<string> {
      const kode = randomBytes(24).toString('base64url');
      await koder.put(kode, { admin, til, udloeber: now().getTime() + KODE_LEVETID_MS });
      return kode;
    },

    /** Redeems a code once: sets the cookie and answers where to go, or undefined. */
    async indloes(c: Context, kode: string): Promise<string | undefined> {
      // Marked as used in one atomic update, so a code works once even with two instances.
      const k = kode
        ? await koder
            .update(kode, (fundet) => {
              if (!fundet || fundet.brugt) throw new Error('ukendt eller brugt kode');
              return { ...fundet, brugt: true };
            })
            .catch(() => undefined)
        : undefined;
      if (k) await koder.delete(kode);
      if (!k || k.udloeber < now().getTime()) return undefined;
      const vaerdi = JSON.stringify({ ...k.admin, exp: Math.floor(now().getTime() / 1000) + COOKIE_LEVETID_S });
      await setSignedCookie(c, COOKIE, vaerdi, key, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/nyadmin',
        maxAge: COOKIE_LEVETID_S,
      });
      return k.til;
    },

    async admin(c: Context): Promise<Admin | undefined> {
      const vaerdi = await getSignedCookie(c, key, COOKIE);
      if (!vaerdi) return undefined;
      try {
        const { exp, ...admin } = JSON.parse(vaerdi) as Admin & { exp: number };
        return exp > now().getTime() / 1000 ? admin : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

export type NyadminAdgang = ReturnType<typeof createNyadminAdgang>;
