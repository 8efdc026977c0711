import type { Context, Env, MiddlewareHandler } from 'hono';
import { t, type TekstNoegle } from '../../engine/alle-tekster';
import { problemSvar } from '../problem';
import type { Store } from '../store/types';
import { createTaellere, sekunderTil } from './taellere';

type RateLimitOptions<E extends Env> = {
  /** Attempts allowed per key within the window. */
  max: number;
  windowMs: number;
  now: () => Date;
  /** Whose attempts are counted together (e.g. a session's user, or a client address: klient-adresse.ts), prefixed by their kind. */
  noegle: (c: Context<E>) => string;
  /** The 429's title; login attempts unless given. */
  titel?: TekstNoegle;
  /** Where the attempts are counted: in the store, so instances on one database share the count. */
  store: Store;
};

/** 429 problem+json in Danish with Retry-After. */
export const forMangeSvar = (c: Context, titel: TekstNoegle, sekunder: number) =>
  problemSvar(
    c,
    { status: 429, title: t(titel), detail: t('problem.forMangeForsoegDetalje', { sekunder }) },
    { 'Retry-After': String(sekunder) },
  );

/**
 * Limits every request per key in a sliding window (costly work, such as a scan or a sign-in that
 * stores its state); a key over the limit gets 429 problem+json in Danish with Retry-After. Failed
 * logins are counted by login-forsoeg.ts instead.
 *
 * @example app.post('/api/OcrFaktura/ScanFaktura', rateLimit({ max: 20, windowMs: 60_000, now, store, noegle }), handler)
 */
export function rateLimit<E extends Env = Env>({
  max,
  windowMs,
  now,
  noegle,
  titel = 'problem.forMangeForsoeg',
  store,
}: RateLimitOptions<E>): MiddlewareHandler<E> {
  const taellere = createTaellere({ store, now });
  return async (c, next) => {
    const t0 = now().getTime();
    const spaerret = await taellere.reserver(noegle(c), max, windowMs, t0);
    if (spaerret) return forMangeSvar(c, titel, sekunderTil(spaerret, windowMs, t0));
    await next();
  };
}
