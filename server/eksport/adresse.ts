import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { t } from '../../engine/alle-tekster';
import { maa, type AdminArbejde } from '../../engine/roller';
import type { AppDeps } from '../deps';
import type { AdminTokens } from '../identity/admin-tokens';
import { deriveKey } from '../identity/keys';
import { requireAdmin, rolleMangler, type AdminEnv } from '../identity/middleware';
import { ProblemFejl } from '../problem';

/** Long enough for the browser to follow it at once, too short to be worth passing on. */
const LEVETID_S = 60;

interface Indhold {
  /** The export's path and its query without `adgang`, keys sorted. */
  adresse: string;
  sid: string;
  sub: string;
  exp: number;
  /** The export's id in the export log: a second download by the same address finds it taken. */
  id: string;
}

// The query as signed: every parameter but the signature, in one order whatever order the browser keeps.
function kanonisk(url: URL): string {
  const par = [...url.searchParams]
    .filter(([navn]) => navn !== 'adgang')
    .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  const query = new URLSearchParams(par).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * Short-lived, one-time addresses of an export, for the admin app's 'Eksportér': a navigation cannot
 * send the bearer token, and a file fetched into a blob would first have to be held whole in the
 * browser; the address lets the browser stream the file to disk as the server writes it. It names
 * the admin's login, so it stops at logout, and it opens one export (the export log claims its id).
 */
export function createEksportAdresser({ config, now }: Pick<AppDeps, 'config' | 'now'>, tokens: AdminTokens) {
  const key = deriveKey(config.sessionSecret, 'eksport');
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();

  async function aabn(url: URL) {
    const [data, signatur] = (url.searchParams.get('adgang') ?? '').split('.');
    if (!data || !signatur) return undefined;
    const givet = Buffer.from(signatur, 'base64url');
    const forventet = mac(data);
    // Only the canonical spelling: base64url's last character carries bits the decoder drops.
    if (givet.toString('base64url') !== signatur || givet.length !== forventet.length || !timingSafeEqual(givet, forventet)) {
      return undefined;
    }
    const indhold = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Indhold;
    if (indhold.adresse !== kanonisk(url) || indhold.exp <= Math.floor(now().getTime() / 1000)) return undefined;
    const admin = await tokens.levendeAdmin(indhold.sid, indhold.sub);
    return admin && { admin, sid: indhold.sid, id: indhold.id };
  }

  return {
    /** The address that opens `adresse` (a path with its query) once for the admin of login `sid`. */
    url(adresse: string, sid: string, sub: string): string {
      const url = new URL(adresse, 'http://portal');
      const indhold: Indhold = { adresse: kanonisk(url), sid, sub, exp: Math.floor(now().getTime() / 1000) + LEVETID_S, id: randomUUID() };
      const data = Buffer.from(JSON.stringify(indhold)).toString('base64url');
      url.searchParams.set('adgang', `${data}.${mac(data).toString('base64url')}`);
      return `${url.pathname}${url.search}`;
    },

    /**
     * A route's admin check that also takes its signed address: with `adgang` the address must be
     * valid for exactly this path and query (else 401) and the admin's roles must allow the work (else
     * 403); without it, the bearer token as on every admin route.
     */
    kraev(arbejde: AdminArbejde): MiddlewareHandler {
      const bearer = requireAdmin(tokens, arbejde);
      return createMiddleware<AdminEnv>(async (c, next) => {
        if (c.req.query('adgang') === undefined) return bearer(c, next);
        const aaben = await aabn(new URL(c.req.url));
        if (!aaben) throw new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') });
        if (!maa(aaben.admin.roller, arbejde)) throw rolleMangler(arbejde);
        c.set('admin', aaben.admin);
        c.set('adminSid', aaben.sid);
        c.set('eksportId', aaben.id);
        await next();
      });
    },
  };
}

export type EksportAdresser = ReturnType<typeof createEksportAdresser>;
