import { createHmac, timingSafeEqual } from 'node:crypto';

const json = (del: string): Record<string, unknown> | undefined => {
  try {
    const v: unknown = JSON.parse(Buffer.from(del, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The claims of a JWT signed with HMAC-SHA256 under `key` for the audience `aud`, or undefined. The
 * header must name HS256 (never another algorithm, never "none") and the signature must be the key's,
 * in its one canonical spelling. Node's HMAC, not hono's verify: that goes through WebCrypto, a fifth
 * of a millisecond of the event loop on every admin request. Times (exp, nbf) are the caller's to check.
 *
 * @example const claims = verifyHs256(token, deriveKey(secret, 'jwt'), 'fondsportal-admin')
 */
export function verifyHs256(token: string, key: string, aud: string): Record<string, unknown> | undefined {
  const dele = token.split('.');
  if (dele.length !== 3) return undefined;
  const [hoved, indhold, signatur] = dele as [string, string, string];
  const forventet = createHmac('sha256', key).update(`${hoved}.${indhold}`).digest();
  const faaet = Buffer.from(signatur, 'base64url');
  // base64url's decoder skips what is not in its alphabet and ignores a last character's spare bits.
  if (faaet.length !== forventet.length || faaet.toString('base64url') !== signatur || !timingSafeEqual(faaet, forventet)) return undefined;
  const header = json(hoved);
  if (header?.['alg'] !== 'HS256' || (header['typ'] !== undefined && header['typ'] !== 'JWT')) return undefined;
  const claims = json(indhold);
  const modtagere = claims?.['aud'];
  return (Array.isArray(modtagere) ? modtagere : [modtagere]).includes(aud) ? claims : undefined;
}
