import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

const signatur = (vaerdi: string, key: string) => createHmac('sha256', key).update(vaerdi).digest();

/**
 * A cookie signed with HMAC-SHA256 under `key`, in hono's format (`value.base64-signature`), so a
 * cookie set by hono's setSignedCookie reads here and back. Node's HMAC, not hono's: that goes through
 * WebCrypto, a job on the thread pool and a promise on every citizen request.
 *
 * @example saetSigneretCookie(c, 'fondsession', session.id, key, { httpOnly: true, path: '/' })
 */
export function saetSigneretCookie(c: Context, navn: string, vaerdi: string, key: string, options: CookieOptions): void {
  setCookie(c, navn, `${vaerdi}.${signatur(vaerdi, key).toString('base64')}`, options);
}

/** The cookie's value when its signature is the key's; undefined when absent or not signed by it. */
export function laesSigneretCookie(c: Context, navn: string, key: string): string | undefined {
  const cookie = getCookie(c, navn);
  const punkt = cookie?.lastIndexOf('.') ?? -1;
  if (cookie === undefined || punkt < 0) return undefined;
  const vaerdi = cookie.slice(0, punkt);
  const faaet = Buffer.from(cookie.slice(punkt + 1), 'base64');
  const forventet = signatur(vaerdi, key);
  // base64's decoder skips what is not in its alphabet: the one canonical spelling only.
  if (faaet.length !== forventet.length || faaet.toString('base64') !== cookie.slice(punkt + 1)) return undefined;
  return timingSafeEqual(faaet, forventet) ? vaerdi : undefined;
}
