import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import type { Store } from '../store/types';
import { klientAdresse, type TrustProxy } from './klient-adresse';
import { forMangeSvar } from './rate-limit';
import { createTaellere, sekunderTil } from './taellere';

type LoginForsoegOptions = {
  store: Store;
  now: () => Date;
  trustProxy: TrustProxy;
  /** Failed attempts per client address per minute (LOGIN_RATE_LIMIT_PER_MINUTE). */
  prAdresse: number;
  /** Failed attempts per staff account per quarter of an hour (LOGIN_ACCOUNT_FAILURES). */
  prKonto: number;
};

// The attempt's account and the time it was counted at, as the handler named it: on the request's context,
// which the middleware and the handler share whatever replaces the Request object between them (bodyLimit
// does). A variable of every context, as the handler's routes have Env types of their own.
declare module 'hono' {
  interface ContextVariableMap {
    loginForsoegKonto?: { noegle: string; t: number };
  }
}

const ADRESSE_VINDUE_MS = 60_000;
const KONTO_VINDUE_MS = 15 * 60_000;

// An account name is the caller's text: counted by its hash, so the store holds no names and no long keys.
const kontoNoegle = (navn: string) => `konto:${createHash('sha256').update(navn.trim().toLowerCase()).digest('base64url')}`;

/**
 * Failed sign-ins, counted per client address (behind trusted proxies, the client's: TRUST_PROXY) and
 * per staff account, so neither one address guessing many accounts nor many addresses guessing one
 * staff password goes fast, and a portal behind a proxy is not one counter. Service accounts are
 * counted per address only: their client_id is no secret, so a count by it would let anyone lock
 * them out, and their secrets (32 random bytes) are beyond guessing. Each attempt is reserved before it runs
 * (one atomic store update, so simultaneous attempts cannot all slip under the limit); one that
 * succeeds is taken back from its address and resets its account's count, so people signing in and
 * refreshing a valid token chain are never counted.
 *
 * @example app.post('/api/auth/token', loginForsoeg.graense, handler) // the handler calls loginForsoeg.konto(c, brugernavn)
 */
export function createLoginForsoeg({ store, now, trustProxy, prAdresse, prKonto }: LoginForsoegOptions) {
  const taellere = createTaellere({ store, now });
  const graense: MiddlewareHandler = async (c, next) => {
    const t0 = now().getTime();
    const adresse = `login:${klientAdresse(c, trustProxy)}`;
    const spaerret = await taellere.reserver(adresse, prAdresse, ADRESSE_VINDUE_MS, t0);
    if (spaerret) return forMangeSvar(c, 'problem.forMangeForsoeg', sekunderTil(spaerret, ADRESSE_VINDUE_MS, t0));
    await next();
    const konto = c.get('loginForsoegKonto');
    // A refusal for too many attempts is not another guess; a success is no guess at all.
    if (c.res.status === 429 || c.res.status < 400) await taellere.fjern(adresse, t0);
    if (konto && c.res.status < 400) await taellere.nulstil(konto.noegle);
    else if (konto && c.res.status === 429) await taellere.fjern(konto.noegle, konto.t);
  };

  return {
    /** The middleware of a sign-in route. */
    graense,

    /**
     * Names the account an attempt is for, before its secret is checked: counts the attempt against
     * the account, and refuses it with 429 while the account has had too many failures.
     */
    async konto(c: Context, navn: string): Promise<void> {
      const t0 = now().getTime();
      const noegle = kontoNoegle(navn);
      const spaerret = await taellere.reserver(noegle, prKonto, KONTO_VINDUE_MS, t0);
      if (spaerret) {
        const sekunder = sekunderTil(spaerret, KONTO_VINDUE_MS, t0);
        throw new ProblemFejl(
          { status: 429, title: t('problem.forMangeForsoeg'), detail: t('problem.forMangeForsoegDetalje', { sekunder }) },
          { 'Retry-After': String(sekunder) },
        );
      }
      c.set('loginForsoegKonto', { noegle, t: t0 });
    },
  };
}
