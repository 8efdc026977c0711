import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { laesSigneretCookie, saetSigneretCookie } from '../signeret-cookie';
import type { AppDeps } from '../../deps';
import { deriveKey } from '../keys';
import type { LoginType } from '../types';
import type { OidcTjek } from './klient';

/** Who a login is for: a citizen or company, or the secretariat. */
export type Formaal = 'borger' | 'admin';

/** A login under way at the provider, kept server-side under a random id that only this browser's cookie names. */
interface LoginFlow extends OidcTjek {
  id: string;
  formaal: Formaal;
  returnUrl: string;
  loginHint?: LoginType;
  udloeber: number;
  brugt?: number;
}

export type StartetLogin = Pick<LoginFlow, 'returnUrl' | 'loginHint'> & OidcTjek;

// A person gets ten minutes at the provider; MitID with an app approval fits well within.
const LEVETID_MS = 10 * 60_000;
const RYD_INTERVAL_MS = 3_600_000;

class Afvist extends Error {}

/**
 * Logins under way: started by /fonditlogin or /auth/admin/login, completed once by the callback.
 * The flow is tied to the browser that started it by a signed HttpOnly cookie (so a callback URL
 * handed to someone else logs no one in) and can be completed only once, within ten minutes.
 */
export function createLoginFlows({ config, store, now }: Pick<AppDeps, 'config' | 'store' | 'now'>) {
  const flows = store.collection<LoginFlow>('oidc-login');
  const key = deriveKey(config.sessionSecret, 'cookie');
  const https = config.publicBaseUrl.startsWith('https:');
  const cookieNavn = (formaal: Formaal) => `${https ? '__Host-' : ''}fondlogin-${formaal}`;
  // Lax: the provider's redirect back is a top-level GET from another site, which must carry it.
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', secure: https, path: '/' } as const;
  let sidstRyddet = 0;

  async function ryd(t: number): Promise<void> {
    if (t - sidstRyddet < RYD_INTERVAL_MS) return;
    sidstRyddet = t;
    for (const f of await flows.all()) if (f.udloeber <= t) await flows.delete(f.id);
  }

  return {
    async begynd(c: Context, formaal: Formaal, login: StartetLogin): Promise<void> {
      const t = now().getTime();
      await ryd(t);
      const id = randomBytes(24).toString('base64url');
      await flows.put(id, { ...login, id, formaal, udloeber: t + LEVETID_MS });
      saetSigneretCookie(c, cookieNavn(formaal), id, key, { ...cookieOptions, maxAge: LEVETID_MS / 1000 });
    },

    /** The login this browser started for this purpose, once: a second callback finds nothing. */
    async afslut(c: Context, formaal: Formaal): Promise<StartetLogin | undefined> {
      const id = laesSigneretCookie(c, cookieNavn(formaal), key);
      deleteCookie(c, cookieNavn(formaal), cookieOptions);
      if (!id) return undefined;
      const t = now().getTime();
      let flow: LoginFlow;
      try {
        // One store update marks it used, so of two simultaneous callbacks only one goes on.
        flow = await flows.update(id, (f) => {
          if (!f?.id || f.brugt !== undefined || f.formaal !== formaal || f.udloeber <= t) throw new Afvist();
          return { ...f, brugt: t };
        });
      } catch (error) {
        if (error instanceof Afvist) return undefined;
        throw error;
      }
      await flows.delete(id);
      const { returnUrl, loginHint, state, nonce, verifier } = flow;
      return { returnUrl, loginHint, state, nonce, verifier };
    },
  };
}

export type LoginFlows = ReturnType<typeof createLoginFlows>;
