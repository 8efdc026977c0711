import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { t } from '../../engine/tekster';
import { problemSvar } from '../problem';

type RateLimitOptions = {
  /** Attempts allowed per client address within the window. */
  max: number;
  windowMs: number;
  now: () => Date;
};

/** The client's address as the socket reports it (a proxy's forwarded headers are not trusted). */
function klientAdresse(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'ukendt';
  } catch {
    // app.request() in tests has no socket.
    return 'ukendt';
  }
}

/**
 * Limits login attempts per client address in a sliding window; a client over the limit gets
 * 429 problem+json in Danish with Retry-After, so passwords cannot be guessed at speed.
 *
 * @example app.post('/api/auth/token', rateLimit({ max: 100, windowMs: 60_000, now }), handler)
 */
export function rateLimit({ max, windowMs, now }: RateLimitOptions): MiddlewareHandler {
  const forsoeg = new Map<string, number[]>();
  return async (c, next) => {
    const t0 = now().getTime();
    const adresse = klientAdresse(c);
    const seneste = (forsoeg.get(adresse) ?? []).filter((tid) => tid > t0 - windowMs);
    if (seneste.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((seneste[0]! + windowMs - t0) / 1000));
      return problemSvar(
        c,
        { status: 429, title: t('problem.forMangeForsoeg'), detail: t('problem.forMangeForsoegDetalje', { sekunder: retryAfter }) },
        { 'Retry-After': String(retryAfter) },
      );
    }
    seneste.push(t0);
    forsoeg.set(adresse, seneste);
    // Forget quiet addresses now and then, so the map cannot grow without bound.
    if (forsoeg.size > 10_000) for (const [a, tider] of forsoeg) if (tider.every((tid) => tid <= t0 - windowMs)) forsoeg.delete(a);
    await next();
  };
}
