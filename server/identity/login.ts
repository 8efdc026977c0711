import type { LoginStatus } from '../../contract/identitet';
import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import { ProblemFejl } from '../problem';
import type { Side } from '../side';
import { loginSide } from './login-side';
import type { BorgerOidc } from './oidc/borger';
import { sikkerReturnUrl } from './return-url';
import type { Sessions } from './sessions';
import { erLoginType, loginTyper } from './types';

/**
 * The citizen login of SPEC §2.1: /fonditlogin and /log-ind send the browser to the MitID broker when
 * one is set up (OIDC_BORGER_*); otherwise they show the demo login page, whose form posts back to
 * /fonditlogin, which starts a session and follows returnUrl.
 */
export function loginRoutes(deps: AppDeps, sessions: Sessions, ramme: Side, mitId: BorgerOidc | undefined) {
  const app = new Hono();

  const side = (loginHint: unknown, returnUrl: unknown, fejl?: string) => {
    const typer = erLoginType(loginHint) ? [loginHint] : [...loginTyper];
    return loginSide(ramme, {
      grupper: typer.map((type) => ({ type, brugere: deps.identities.brugere(type) })),
      loginHint: erLoginType(loginHint) ? loginHint : '',
      returnUrl: sikkerReturnUrl(returnUrl),
      fejl,
    });
  };

  for (const path of ['/fonditlogin', '/log-ind']) {
    app.get(path, (c) =>
      mitId
        ? mitId.start(c, c.req.query('loginHint'), c.req.query('returnUrl'))
        : c.html(side(c.req.query('loginHint'), c.req.query('returnUrl'))),
    );

    app.post(path, async (c) => {
      // With MitID set up, the demo identities are no way in.
      if (mitId) throw new ProblemFejl({ status: 404, title: t('problem.demoLoginSlaaetFra') });
      const form = await c.req.parseBody().catch(() => {
        // A body that is not a form (e.g. broken multipart) is the client's error, not the server's.
        throw new ProblemFejl({ status: 400, title: t('problem.ugyldigFormular') });
      });
      const { loginHint, returnUrl, bruger: id } = form;
      const typer = erLoginType(loginHint) ? [loginHint] : [...loginTyper];
      const bruger = typeof id === 'string' ? typer.map((type) => deps.identities.find(type, id)).find(Boolean) : undefined;
      if (!bruger) return c.html(side(loginHint, returnUrl, t('login.ukendtBruger')), 400);
      await sessions.start(c, bruger);
      deps.log.info({ type: bruger.type, bruger: bruger.id }, 'login');
      return c.redirect(sikkerReturnUrl(returnUrl), 302);
    });
  }

  app.get('/api/loginStatus.aspx', async (c) => {
    // Asking is not activity: the page asks again before it warns that the session is ending.
    const session = await sessions.read(c, { aktivitet: false });
    c.header('Cache-Control', 'no-store');
    const data: LoginStatus = session
      ? { type: session.type, navn: session.navn, session: sessions.udloeb(session) }
      : { type: null, navn: null };
    return c.json({ data });
  });

  app.get('/sessionkeepalive', async (c) => {
    const session = await sessions.read(c);
    if (session) await sessions.touch(session);
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });

  app.post('/log-ud', async (c) => {
    const session = await sessions.end(c);
    return c.redirect(mitId ? await mitId.efterLogud(session) : '/app', 302);
  });

  return app;
}
