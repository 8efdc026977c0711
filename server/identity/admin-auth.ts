import { Hono } from 'hono';
import { t } from '../../engine/tekster';
import { ProblemFejl } from '../problem';
import { body } from '../validation/index';
import type { AppDeps } from '../deps';
import type { AdminTokens } from './admin-tokens';
import { bearerToken } from './middleware';

interface LoginBody {
  brugernavn: string;
  adgangskode: string;
}
interface RefreshBody {
  refreshToken: string;
}

/** Token service of the admin area (stands in for Entra ID): log in, refresh, log out. */
export function adminAuthRoutes(deps: AppDeps, tokens: AdminTokens) {
  const app = new Hono();

  app.post('/token', body<LoginBody>('admin-login'), async (c) => {
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

  return app;
}
