import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { t, type TekstNoegle } from '../../engine/alle-tekster';
import { problemSvar } from '../problem';
import type { Store } from '../store/types';

type RateLimitOptions<E extends Env> = {
  /** Attempts allowed per key within the window. */
  max: number;
  windowMs: number;
  now: () => Date;
  /** Whose attempts are counted together; the client address unless given (e.g. a session's user). */
  noegle?: (c: Context<E>) => string;
  /** The 429's title; login attempts unless given. */
  titel?: TekstNoegle;
  /** Where the attempts are counted: in the store, so instances on one database share the count. */
  store: Store;
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

/** An address was refused: the time of the oldest attempt still in the window. */
class Spaerret extends Error {
  constructor(readonly aeldste: number) {
    super('for mange forsøg');
  }
}

/**
 * Limits attempts per client address (or per `noegle`) in a sliding window; a client over the limit
 * gets 429 problem+json in Danish with Retry-After, so passwords cannot be guessed at speed and
 * costly work cannot be started at will. The attempts of a key are one store record, counted by an
 * atomic update.
 *
 * @example app.post('/api/auth/token', rateLimit({ max: 100, windowMs: 60_000, now, store }), handler)
 */
export function rateLimit<E extends Env = Env>({
  max,
  windowMs,
  now,
  noegle = klientAdresse,
  titel = 'problem.forMangeForsoeg',
  store,
}: RateLimitOptions<E>): MiddlewareHandler<E> {
  const forsoeg = store.collection<number[]>('rate-limit');
  return async (c, next) => {
    const t0 = now().getTime();
    const hvem = noegle(c);
    const spaerret = await forsoeg
      .update(hvem, (tider) => {
        const seneste = (tider ?? []).filter((tid) => tid > t0 - windowMs);
        if (seneste.length >= max) throw new Spaerret(seneste[0]!);
        return [...seneste, t0];
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof Spaerret) return error;
          throw error;
        },
      );
    if (spaerret) {
      const retryAfter = Math.max(1, Math.ceil((spaerret.aeldste + windowMs - t0) / 1000));
      return problemSvar(
        c,
        { status: 429, title: t(titel), detail: t('problem.forMangeForsoegDetalje', { sekunder: retryAfter }) },
        { 'Retry-After': String(retryAfter) },
      );
    }
    await next();
  };
}
