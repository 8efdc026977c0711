import { createMiddleware } from 'hono/factory';
import { adminArbejde, maa, type AdminArbejde } from '../../engine/roller';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import type { AdminAdgang, AdminTokens } from './admin-tokens';
import type { Session, Sessions } from './sessions';
import type { Admin, LoginType } from './types';

export type SessionEnv = { Variables: { session: Session } };
/** eksportId: the export log's id a signed export address carries (server/eksport/adresse.ts). */
export type AdminEnv = { Variables: { admin: Admin; adminSid: string; eksportId?: string } };

const ikkeLoggetInd = (headers?: Record<string, string>) => new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') }, headers);

/**
 * Employee and company routes: a session of that login type (of either without a type), else 401 — on
 * which the web client sends the browser to /fonditlogin with the matching loginHint (SPEC §2.1).
 */
export function requireSession(sessions: Sessions, type?: LoginType) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = await sessions.read(c);
    if (!session || (type !== undefined && session.type !== type)) throw ikkeLoggetInd();
    c.set('session', session);
    await next();
  });
}

/** Pages the server renders: without a session of that login type the browser is sent to log in, and comes back. */
export function requireSessionSide(sessions: Sessions, type: LoginType) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const session = await sessions.read(c);
    if (session?.type !== type) {
      const returnUrl = encodeURIComponent(new URL(c.req.url).pathname);
      return c.redirect(`/fonditlogin?loginHint=${type}&returnUrl=${returnUrl}`, 302);
    }
    c.set('session', session);
    await next();
  });
}

/**
 * Admin routes: a valid bearer access token, else 401 so the client refreshes and retries (SPEC §8);
 * then one of the roles that may do the route's kind of work (engine/roller.ts), else 403.
 */
export function requireAdmin(tokens: AdminTokens, arbejde: AdminArbejde) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const { admin, sid } = await verifyBearer(tokens, c.req.header('Authorization'));
    if (!maa(admin.roller, arbejde)) throw rolleMangler(arbejde);
    c.set('admin', admin);
    c.set('adminSid', sid);
    await next();
  });
}

export const rolleMangler = (arbejde: AdminArbejde) =>
  new ProblemFejl({
    status: 403,
    title: t('problem.rolleMangler'),
    detail: t('problem.rolleManglerDetalje', { roller: adminArbejde[arbejde].map((r) => t(`rolle.${r}`)).join(', ') }),
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
