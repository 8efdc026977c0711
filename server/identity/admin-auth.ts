import { Hono } from 'hono';
import type { AdminLogin as LoginBody } from '../../contract/generated/admin-login';
import type { AdminRefresh as RefreshBody } from '../../contract/generated/admin-refresh';
import { t } from '../../engine/tekster';
import { ProblemFejl } from '../problem';
import { body } from '../validation/index';
import type { AppDeps } from '../deps';
import type { AdminTokens } from './admin-tokens';
import { bearerToken, requireAdmin, type AdminEnv } from './middleware';

/**
 * Token service of the admin area: the demo's password login (with OIDC_ADMIN_* set, staff sign in at
 * the organisation's provider instead: oidc/admin.ts), refresh, log out, and who is signed in.
 */
export function adminAuthRoutes(deps: AppDeps, tokens: AdminTokens) {
  const app = new Hono<AdminEnv>();
  const { oidcAdmin, oidcBorger } = deps.config;

  app.post('/token', body<LoginBody>('admin-login'), async (c) => {
    if (oidcAdmin) throw new ProblemFejl({ status: 404, title: t('problem.adgangskodeloginSlaaetFra') });
    const { brugernavn, adgangskode } = c.req.valid('json');
    const admin = await deps.admins.verify(brugernavn, adgangskode);
    if (!admin) throw new ProblemFejl({ status: 401, title: t('problem.forkertLogin') });
    deps.log.info({ admin: admin.brugernavn }, 'admin login');
    c.header('Cache-Control', 'no-store');
    return c.json(await tokens.issue(admin));
  });

  app.post('/refresh', body<RefreshBody>('admin-refresh'), async (c) => {
    const pair = await tokens.refresh(c.req.valid('json').refreshToken);
    if (!pair) throw new ProblemFejl({ status: 401, title: t('problem.ugyldigRefresh') });
    c.header('Cache-Control', 'no-store');
    return c.json(pair);
  });

  app.post('/logout', body<RefreshBody>('admin-refresh'), async (c) => {
    await tokens.revoke(c.req.valid('json').refreshToken);
    // The client sends its access token too; its login ends even if the refresh token was rotated meanwhile.
    const token = bearerToken(c.req.header('Authorization'));
    const adgang = token ? await tokens.verifyAccess(token) : undefined;
    if (adgang) await tokens.afslut(adgang.sid);
    return c.body(null, 204);
  });

  app.get('/mig', requireAdmin(tokens), (c) => c.json(c.var.admin));

  // Tells the admin app whether to show the password form or the sign-in button.
  app.get('/login-metode', (c) => c.json({ borger: oidcBorger ? 'oidc' : 'demo', admin: oidcAdmin ? 'oidc' : 'demo' }));

  return app;
}
