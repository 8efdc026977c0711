import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { adminArbejde, maa } from '../../engine/roller';
import { t } from '../../engine/tekster';
import { ProblemFejl } from '../problem';
import { ruter, type Rute } from '../ruter';
import type { AdminAdgang, AdminTokens } from './admin-tokens';
import type { Session, Sessions } from './sessions';
import type { Admin, LoginType } from './types';

export type SessionEnv = { Variables: { session: Session } };
export type AdminEnv = { Variables: { admin: Admin; adminSid: string } };

const ikkeLoggetInd = (headers?: Record<string, string>) => new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') }, headers);

/**
 * Employee and company routes: a session of that login type, else 401 — on which the
 * web client sends the browser to /fonditlogin with the matching loginHint (SPEC §2.1).
 */
export function requireSession(sessions: Sessions, type: LoginType) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = await sessions.read(c);
    if (!session || session.type !== type) throw ikkeLoggetInd();
    c.set('session', session);
    await next();
  });
}

/**
 * Admin routes: a valid bearer access token, else 401 so the client refreshes and retries (SPEC §8);
 * then one of the roles the route table names for the route, else 403. Access is declared once, in
 * server/ruter.ts: a route with no admin entry there is refused (the authorisation test makes sure
 * every route the app serves has one).
 */
export function requireAdmin(tokens: AdminTokens) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const { admin, sid } = await verifyBearer(tokens, c.req.header('Authorization'));
    const rute = ruteFor(c);
    if (rute !== undefined) {
      if (rute.adgang !== 'admin' || !maa(admin.roller, rute.arbejde)) throw rolleMangler(rute);
    }
    c.set('admin', admin);
    c.set('adminSid', sid);
    await next();
  });
}

/** The route table's entry for the route this request reached; undefined when only the 404 answers it. */
function ruteFor(c: Context): Rute | undefined {
  for (const { method, path } of matchedRoutes(c)) {
    const rute = ruter[`${method} ${path}`];
    if (rute) return rute;
  }
  return undefined;
}

const rolleMangler = (rute: Rute) =>
  new ProblemFejl({
    status: 403,
    title: t('problem.rolleMangler'),
    detail:
      rute.adgang === 'admin'
        ? t('problem.rolleManglerDetalje', { roller: adminArbejde[rute.arbejde].map((r) => t(`rolle.${r}`)).join(', ') })
        : undefined,
  });

/** Routes open to all that show admins more: no header is anonymous, a header that fails is 401. */
export function optionalAdmin(tokens: AdminTokens) {
  return createMiddleware<{ Variables: { admin?: Admin } }>(async (c, next) => {
    const header = c.req.header('Authorization');
    if (header !== undefined) c.set('admin', (await verifyBearer(tokens, header)).admin);
    await next();
  });
}

/** The token of an `Authorization: Bearer …` header, if that is what it holds. */
export const bearerToken = (header: string | undefined) => /^Bearer (\S+)$/.exec(header ?? '')?.[1];

async function verifyBearer(tokens: AdminTokens, header: string | undefined): Promise<AdminAdgang> {
  const token = bearerToken(header);
  const adgang = token ? await tokens.verifyAccess(token) : undefined;
  if (!adgang) {
    throw ikkeLoggetInd({ 'WWW-Authenticate': 'Bearer realm="fondsportal-admin"' });
  }
  return adgang;
}
