import { createHash, randomUUID } from 'node:crypto';
import type { StatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from './deps';
import type { Session } from './identity/sessions';
import type { Admin } from './identity/types';
import { ProblemFejl } from './problem';
import { tServer } from './server-tekster';

/** The answer a key's first request got, as it is given again. */
interface GemtSvar {
  status: number;
  headers: Record<string, string>;
  krop: string;
}

/** One caller's Idempotency-Key: what the request was (its fingerprint) and, once it is done, its answer. */
interface IdempotensPost {
  id: string;
  aftryk: string;
  /** This try's own id, so a failed try removes only its own mark. */
  forsoeg: string;
  startet: string;
  udloeber: string;
  svar?: GemtSvar;
}

const GYLDIG_MS = 24 * 3_600_000;
// A try the embedded store kept unfinished (the process died mid-request) is taken over after this.
const IGANG_MS = 60_000;
const NOEGLE = /^[\x21-\x7e]{1,255}$/;
const GEMTE_HEADERS = ['content-type', 'etag', 'location'];
const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (...dele: (string | Uint8Array)[]) => dele.reduce((h, d) => h.update(d), createHash('sha256')).digest('hex');

class Gentag {
  constructor(readonly svar: GemtSvar) {}
}
class AndenKrop {}
class IGang {}
class Rul {}

/**
 * `Idempotency-Key` on the routes the route table marks `idempotens` (the creations and the handlings;
 * rute() puts it there, after the caller's checks):
 * the first request with a key runs, and its answer is kept 24 hours for the caller (the key is the
 * caller's own: another login's same key is another key). The same key again with the same request
 * (method, path, query and body bytes) answers that answer again, with `Idempotent-Replayed: true`, and
 * changes nothing; with another request, 422. On PostgreSQL the handler runs in one transaction with
 * the kept answer, so a change is never stored without it, and a second request with the key waits
 * for the first and gets its answer; on the embedded store it gets 409 while the first runs. A request
 * that fails (a problem, a 5xx) keeps nothing, so it may be sent again with its key.
 *
 * @example createRute(createAdgang({ sessions, tokens, eksportAdresser }), idempotens(deps))
 */
export function idempotens(deps: Pick<AppDeps, 'store' | 'now'>) {
  const poster = deps.store.collection<IdempotensPost>('idempotens');

  return createMiddleware<{ Variables: { admin?: Admin; session?: Session } }>(async (c, next) => {
    const noegle = c.req.header('Idempotency-Key');
    if (noegle === undefined) return next();
    if (!NOEGLE.test(noegle)) throw new ProblemFejl({ status: 400, title: tServer('problem.idempotensNoegleUgyldig') });
    const { admin, session } = c.var;
    const kalder = admin ? `admin:${admin.brugernavn}` : session ? `${session.type}:${session.brugerId}` : undefined;
    if (!kalder) throw new Error('Idempotency-Key on a route that runs before its caller is known');
    const id = sha256(kalder, '\n', noegle);
    const url = new URL(c.req.url);
    const aftryk = sha256(`${c.req.method} ${url.pathname}${url.search}\n`, new Uint8Array(await c.req.arrayBuffer()));
    const forsoeg = randomUUID();
    const t0 = deps.now().getTime();

    try {
      await deps.store.transaction(async () => {
        await poster.update(id, (p) => {
          if (p && Date.parse(p.udloeber) > t0) {
            if (p.aftryk !== aftryk) throw new AndenKrop();
            if (p.svar) throw new Gentag(p.svar);
            if (Date.parse(p.startet) + IGANG_MS > t0) throw new IGang();
          }
          return { id, aftryk, forsoeg, startet: iso(t0), udloeber: iso(t0 + GYLDIG_MS) };
        });
        await next();
        if (c.error || c.res.status >= 500) throw new Rul();
        const headers = Object.fromEntries(GEMTE_HEADERS.flatMap((h) => (c.res.headers.has(h) ? [[h, c.res.headers.get(h)!]] : [])));
        const svar: GemtSvar = { status: c.res.status, headers, krop: await c.res.clone().text() };
        await poster.update(id, (p) => ({ ...p!, svar }));
      });
    } catch (error) {
      if (error instanceof Gentag) {
        const { status, headers, krop } = error.svar;
        return c.newResponse(krop === '' ? null : krop, status as StatusCode, { ...headers, 'Idempotent-Replayed': 'true' });
      }
      if (error instanceof AndenKrop)
        throw new ProblemFejl({
          status: 422,
          title: tServer('problem.idempotensAndenKrop'),
          detail: tServer('problem.idempotensAndenKropDetalje'),
        });
      if (error instanceof IGang) throw new ProblemFejl({ status: 409, title: tServer('problem.idempotensIGang') }, { 'Retry-After': '1' });
      // The embedded store has no rollback: this try's mark goes, so the key may be sent again.
      const p = await poster.get(id);
      if (p?.forsoeg === forsoeg && !p.svar) await poster.delete(id);
      // A refused body (its validation comes after this) is thrown through; the handler's own problems are answered already.
      if (!(error instanceof Rul)) throw error;
    }
  });
}

/** Forgets the kept answers past their 24 hours (oprydning.ts); answers how many. */
export const rydIdempotens = ({ store, now }: Pick<AppDeps, 'store' | 'now'>) =>
  store.collection<IdempotensPost>('idempotens').deleteWhere({ createdTo: now().toISOString() });
