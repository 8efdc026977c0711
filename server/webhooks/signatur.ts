import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a delivery is signed in. */
export const SIGNATUR_HEADER = 'Fondsportal-Signatur';

/** A new subscription's secret: 32 random bytes, shown once to the one who made the subscription. */
export const nyHemmelighed = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (hemmelighed: string, tidspunkt: number, krop: string) =>
  createHmac('sha256', hemmelighed).update(`${tidspunkt}.${krop}`).digest('hex');

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme of Stripe's and GitHub's webhooks: the
 * time is signed with the body, so a receiver can refuse an old delivery replayed by someone who saw it.
 *
 * @example headers[SIGNATUR_HEADER] = signatur(abonnement.hemmelighed, Math.floor(Date.now() / 1000), krop)
 */
export const signatur = (hemmelighed: string, tidspunkt: number, krop: string) => `t=${tidspunkt},v1=${hmac(hemmelighed, tidspunkt, krop)}`;

/**
 * A receiver's check, as the README shows it: the header's v1 is the body's HMAC under the secret, and
 * its time within `toleranceSekunder` of `nu` (unix seconds).
 */
export function verificerSignatur(header: string, krop: string, hemmelighed: string, nu: number, toleranceSekunder = 300): boolean {
  const dele = Object.fromEntries(header.split(',').map((del) => del.split('=', 2) as [string, string]));
  const tidspunkt = Number(dele['t']);
  if (!Number.isInteger(tidspunkt) || Math.abs(nu - tidspunkt) > toleranceSekunder || !/^[0-9a-f]{64}$/.test(dele['v1'] ?? ''))
    return false;
  return timingSafeEqual(Buffer.from(dele['v1']!, 'hex'), Buffer.from(hmac(hemmelighed, tidspunkt, krop), 'hex'));
}
