import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import type { AppDeps } from '../deps';
import type { Services } from '../services';
import { bearerToken, type AdminEnv } from './middleware';
import { laesTokenAnmodning } from './token-krop';
import { tServer } from '../server-tekster';

/**
 * Token service of the admin area: the demo's password login (with OIDC_ADMIN_* set, staff sign in at
 * the organisation's provider instead: oidc/admin.ts), the client credentials grant of the fund's
 * systems (service accounts, klienter.ts), refresh, log out, and who is signed in.
 */
export function adminAuthRoutes(deps: AppDeps, { tokens, rute, loginForsoeg }: Pick<Services, 'tokens' | 'rute' | 'loginForsoeg'>) {
  const app = new Hono<AdminEnv>();
  const { oidcAdmin, oidcBorger } = deps.config;

  // The body is JSON or, as OAuth clients send it, a form: read here against the table's schema's two forms.
  app.post('/token', rute('POST /api/auth/token'), async (c) => {
    const anmodning = await laesTokenAnmodning(c);
    c.header('Cache-Control', 'no-store');
    if (anmodning.art === 'klient') {
      const { client_id, client_secret } = anmodning.krop;
      // Counted per client address only (app.ts): a client_id is no secret, so counting failures by it would let
      // anyone lock the fund's system out, and a secret of 32 random bytes is out of reach of guessing anyway.
      const klient = await tokens.verificerKlient(client_id, client_secret);
      if (!klient) {
        deps.log.warn({ klient: client_id }, 'klient-token afvist');
        // HTTP Basic was tried: 401 names the scheme (RFC 6749 §5.2).
        const headers: Record<string, string> = anmodning.basic ? { 'WWW-Authenticate': 'Basic realm="fondsportal"' } : {};
        throw new ProblemFejl({ status: 401, title: tServer('problem.klientUgyldig'), error: 'invalid_client' }, headers);
      }
      deps.log.info({ klient: klient.id }, 'klient-token udstedt');
      c.header('Pragma', 'no-cache');
      return c.json(await tokens.udstedKlient(klient));
    }
    if (oidcAdmin) throw new ProblemFejl({ status: 404, title: t('problem.adgangskodeloginSlaaetFra') });
    const { brugernavn, adgangskode } = anmodning.login;
    await loginForsoeg.konto(c, `admin:${brugernavn}`);
    const admin = await deps.admins.verify(brugernavn, adgangskode);
    if (!admin) throw new ProblemFejl({ status: 401, title: t('problem.forkertLogin') });
    deps.log.info({ admin: admin.brugernavn }, 'admin login');
    return c.json(await tokens.issue(admin));
  });

  app.post('/refresh', rute('POST /api/auth/refresh'), async (c) => {
    const pair = await tokens.refresh(c.req.valid('json').refreshToken);
    if (!pair) throw new ProblemFejl({ status: 401, title: t('problem.ugyldigRefresh') });
    c.header('Cache-Control', 'no-store');
    return c.json(pair);
  });

  app.post('/logout', rute('POST /api/auth/logout'), async (c) => {
    await tokens.revoke(c.req.valid('json').refreshToken);
    // The client sends its access token too; its login ends even if the refresh token was rotated meanwhile.
    const token = bearerToken(c.req.header('Authorization'));
    const adgang = token ? await tokens.verifyAccess(token) : undefined;
    if (adgang) await tokens.afslut(adgang.sid);
    return c.body(null, 204);
  });

  app.get('/mig', rute('GET /api/auth/mig'), (c) => c.json(c.var.admin));

  // Tells the admin app whether to show the password form or the sign-in button.
  app.get('/login-metode', (c) => c.json({ borger: oidcBorger ? 'oidc' : 'demo', admin: oidcAdmin ? 'oidc' : 'demo' }));

  return app;
}
