import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { t, type TekstNoegle } from '../../engine/tekster';
import { problemSvar } from '../problem';

type RateLimitOptions<E extends Env> = {
  /** Attempts allowed per key within the window. */
  max: number;
  windowMs: number;
  now: () => Date;
  /** Whose attempts are counted together; the client address unless given (e.g. a session's user). */
  noegle?: (c: Context<E>) => string;
  /** The 429's title; login attempts unless given. */
  titel?: TekstNoegle;
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
 * Limits attempts per client address (or per `noegle`) in a sliding window; a client over the limit
 * gets 429 problem+json in Danish with Retry-After, so passwords cannot be guessed at speed and
 * costly work cannot be started at will.
 *
 * @example app.post('/api/auth/token', rateLimit({ max: 100, windowMs: 60_000, now }), handler)
 */
export function rateLimit<E extends Env = Env>({
  max,
  windowMs,
  now,
  noegle = klientAdresse,
  titel = 'problem.forMangeForsoeg',
}: RateLimitOptions<E>): MiddlewareHandler<E> {
  const forsoeg = new Map<string, number[]>();
  return async (c, next) => {
    const t0 = now().getTime();
    const hvem = noegle(c);
    const seneste = (forsoeg.get(hvem) ?? []).filter((tid) => tid > t0 - windowMs);
    if (seneste.length >= max) {
      const retryAfter = Math.max(1, Math.ceil((seneste[0]! + windowMs - t0) / 1000));
      return problemSvar(
        c,
        { status: 429, title: t(titel), detail: t('problem.forMangeForsoegDetalje', { sekunder: retryAfter }) },
        { 'Retry-After': String(retryAfter) },
      );
    }
    seneste.push(t0);
    forsoeg.set(hvem, seneste);
    // Forget quiet clients now and then, so the map cannot grow without bound.
    if (forsoeg.size > 10_000) for (const [a, tider] of forsoeg) if (tider.every((tid) => tid <= t0 - windowMs)) forsoeg.delete(a);
    await next();
  };
}
