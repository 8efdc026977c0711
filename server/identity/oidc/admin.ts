import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { laesSigneretCookie, saetSigneretCookie } from '../signeret-cookie';
import { t } from '../../../engine/alle-tekster';
import type { AppDeps } from '../../deps';
import { ProblemFejl } from '../../problem';
import type { AdminTokens } from '../admin-tokens';
import { deriveKey } from '../keys';
import { sikkerReturnUrl } from '../return-url';
import type { Admin } from '../types';
import { adminFraClaims } from './admin-claims';
import { loginFejlSide, type LoginFejl } from './fejl-side';
import { afvisningsgrund, createOidcKlient } from './klient';
import type { LoginFlows } from './login-flows';
import type { Services } from '../../services';

/**
 * A sign-in the provider confirmed, waiting for the admin app to fetch its tokens: by the cookie's
 * handle, or (with `udfordring`) by the one-time code the Outlook add-in's sign-in dialog passes on.
 */
interface Overdragelse {
  id: string;
  admin: Admin;
  udloeber: number;
  brugt?: number;
  /** base64url(SHA-256(verifier)): only the add-in that opened the dialog, holding the verifier, may trade the code. */
  udfordring?: string;
}

// The browser is redirected straight to the admin app, which fetches the tokens at once.
const OVERDRAGELSE_MS = 2 * 60_000;
// The dialog hands the code to the add-in at once, which trades it at once.
const KODE_MS = 60_000;
const RYD_INTERVAL_MS = 3_600_000;
// Back into the admin area, or the Outlook add-in, which signs in the same way.
const ADMIN_STI = /^\/app\/(?:admin|outlook-journalisering)(?:[/?#]|$)/;

class Afvist extends Error {}
const hash = (v: string) => createHash('sha256').update(v).digest('hex');
const udfordringAf = (verifikator: string) => createHash('sha256').update(verifikator).digest('base64url');

/**
 * The secretariat's sign-in at the organisation's provider (OIDC_ADMIN_*, e.g. Entra ID): the admin
 * app sends the browser to /auth/admin/login; the callback checks the login and the roles, and leaves
 * a one-time, two-minute handover in an HttpOnly cookie; the admin app trades it at POST /api/auth/oidc
 * for the bearer and refresh tokens every admin call uses, so no token ever stands in a URL.
 *
 * The Outlook add-in cannot follow the provider inside Outlook's task pane (nor share its cookies with
 * a dialog), so it signs in in an Office dialog: the dialog trades the cookie at
 * POST /api/auth/oidc/outlook-kode for a one-minute, one-time code bound to the add-in's challenge,
 * passes only the code to the add-in (Office.context.ui.messageParent), and the add-in trades code and
 * verifier at POST /api/auth/oidc/outlook for the signed-in person's tokens.
 */
export function adminOidcRoutes(deps: AppDeps, tokens: AdminTokens, flows: LoginFlows, rute: Services['rute']) {
  const { config, store, now, log } = deps;
  const udbyder = config.oidcAdmin;
  const klient = udbyder && createOidcKlient(udbyder);
  const overdragelser = store.collection<Overdragelse>('admin-oidc-overdragelser');
  const key = deriveKey(config.sessionSecret, 'cookie');
  const https = config.publicBaseUrl.startsWith('https:');
  const cookieNavn = `${https ? '__Host-' : ''}fondadmin-overdragelse`;
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', secure: https, path: '/' } as const;

  const ikkeSatOp = () => new ProblemFejl({ status: 404, title: t('problem.oidcIkkeSatOp') });
  const adminSti = (returnUrl: unknown) => {
    const sti = sikkerReturnUrl(returnUrl);
    return ADMIN_STI.test(sti) ? sti : '/app/admin';
  };
  let sidstRyddet = 0;
  // Handovers never fetched (a closed tab) are forgotten, at most once an hour.
  async function ryd(t0: number): Promise<void> {
    if (t0 - sidstRyddet < RYD_INTERVAL_MS) return;
    sidstRyddet = t0;
    for (const o of await overdragelser.all()) if (o.udloeber <= t0) await overdragelser.delete(o.id);
  }
  const fejlSide = (c: Context, fejl: LoginFejl, status: 400 | 403 | 503, returnUrl: string) =>
    c.html(loginFejlSide(fejl, `/auth/admin/login?${new URLSearchParams({ returnUrl })}`), status);

  const app = new Hono();

  app.get('/auth/admin/login', async (c) => {
    if (!klient) throw ikkeSatOp();
    const returnUrl = adminSti(c.req.query('returnUrl'));
    let startet: Awaited<ReturnType<typeof klient.start>>;
    try {
      startet = await klient.start();
    } catch (error) {
      log.error({ err: error }, 'sekretariatets OIDC-udbyder kan ikke nås');
      return fejlSide(c, 'utilgaengelig', 503, returnUrl);
    }
    await flows.begynd(c, 'admin', { ...startet.tjek, returnUrl });
    return c.redirect(startet.url.href, 302);
  });

  app.get('/auth/admin/callback', async (c) => {
    if (!klient || !udbyder) throw ikkeSatOp();
    const flow = await flows.afslut(c, 'admin');
    if (!flow) return fejlSide(c, 'mislykkedes', 400, '/app/admin');
    if (c.req.query('error') !== undefined) return fejlSide(c, 'afbrudt', 400, flow.returnUrl);
    let admin: Admin;
    try {
      admin = adminFraClaims((await klient.fuldfoer(new URL(c.req.url).search, flow)).claims, udbyder);
    } catch (error) {
      log.warn(afvisningsgrund(error), 'sekretariatets OIDC-login afvist');
      return fejlSide(c, 'mislykkedes', 400, flow.returnUrl);
    }
    if (admin.roller.length === 0) {
      log.warn({ admin: admin.brugernavn }, 'OIDC-login uden rolle i portalen');
      return fejlSide(c, 'ingenRolle', 403, flow.returnUrl);
    }
    const t0 = now().getTime();
    await ryd(t0);
    const handle = randomBytes(32).toString('base64url');
    await overdragelser.put(hash(handle), { id: hash(handle), admin, udloeber: t0 + OVERDRAGELSE_MS });
    saetSigneretCookie(c, cookieNavn, handle, key, { ...cookieOptions, maxAge: OVERDRAGELSE_MS / 1000 });
    log.info({ admin: admin.brugernavn, roller: admin.roller }, 'admin login (OIDC)');
    return c.redirect(adminSti(flow.returnUrl), 302);
  });

  /** Takes the handover once (a copy gets nothing), if it is unspent, unexpired and `passer` it. */
  async function brug(noegle: string, passer: (o: Overdragelse) => boolean): Promise<Overdragelse | undefined> {
    const t0 = now().getTime();
    try {
      const overdragelse = await overdragelser.update(hash(noegle), (o) => {
        if (!o?.id || o.brugt !== undefined || o.udloeber <= t0 || !passer(o)) throw new Afvist();
        return { ...o, brugt: t0 };
      });
      await overdragelser.delete(hash(noegle));
      return overdragelse;
    } catch (error) {
      if (!(error instanceof Afvist)) throw error;
      return undefined;
    }
  }
  /** The browser's handover from the callback's cookie, spent; undefined when there is none. */
  async function cookieOverdragelse(c: Context): Promise<Overdragelse | undefined> {
    const handle = laesSigneretCookie(c, cookieNavn, key);
    deleteCookie(c, cookieNavn, cookieOptions);
    return handle ? brug(handle, (o) => o.udfordring === undefined) : undefined;
  }
  const ingenLogin = () => new ProblemFejl({ status: 401, title: t('problem.ingenOidcLogin') });

  app.post('/api/auth/oidc', async (c) => {
    if (!klient) throw ikkeSatOp();
    const overdragelse = await cookieOverdragelse(c);
    if (!overdragelse) throw ingenLogin();
    c.header('Cache-Control', 'no-store');
    return c.json(await tokens.issue(overdragelse.admin, 'oidc'));
  });

  // Before the body is read: without a provider these routes are not there at all.
  const satOp: MiddlewareHandler = async (_c, next) => {
    if (!klient) throw ikkeSatOp();
    await next();
  };

  app.post('/api/auth/oidc/outlook-kode', satOp, rute('POST /api/auth/oidc/outlook-kode'), async (c) => {
    const overdragelse = await cookieOverdragelse(c);
    if (!overdragelse) throw ingenLogin();
    const kode = randomBytes(32).toString('base64url');
    const { udfordring } = c.req.valid('json');
    await overdragelser.put(hash(kode), { id: hash(kode), admin: overdragelse.admin, udloeber: now().getTime() + KODE_MS, udfordring });
    c.header('Cache-Control', 'no-store');
    return c.json({ kode });
  });

  app.post('/api/auth/oidc/outlook', satOp, rute('POST /api/auth/oidc/outlook'), async (c) => {
    const { kode, verifikator } = c.req.valid('json');
    // Spent by any attempt, even with a wrong verifier: a code seen by another gets nobody in.
    const overdragelse = await brug(kode, () => true);
    if (!overdragelse || overdragelse.udfordring !== udfordringAf(verifikator)) throw ingenLogin();
    log.info({ admin: overdragelse.admin.brugernavn }, 'admin login i Outlook-tilføjelsen (OIDC)');
    c.header('Cache-Control', 'no-store');
    return c.json(await tokens.issue(overdragelse.admin, 'oidc'));
  });

  return app;
}
