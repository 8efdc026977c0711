import { createHmac } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { t } from '../../../engine/alle-tekster';
import type { AppDeps } from '../../deps';
import { ProblemFejl } from '../../problem';
import { deriveKey } from '../keys';
import { sikkerReturnUrl } from '../return-url';
import type { Session, Sessions } from '../sessions';
import { erLoginType, type Bruger, type LoginType } from '../types';
import { acrGodtaget, laesPerson, type MitIdPerson } from './claims';
import { loginFejlSide, type LoginFejl } from './fejl-side';
import type { OidcBorger } from './indstillinger';
import { afvisningsgrund, createOidcKlient } from './klient';
import type { LoginFlows } from './login-flows';

/**
 * The citizens' and companies' login at a MitID broker (OIDC_BORGER_*): /fonditlogin and /log-ind
 * start it, /auth/callback ends it in the same session the demo login makes, and 'Log ud' ends it at
 * the broker too. A login without the CPR (employee) or CVR (company) the case needs makes no session.
 */
export function createBorgerOidc(deps: AppDeps, udbyder: OidcBorger, sessions: Sessions, flows: LoginFlows) {
  const klient = createOidcKlient(udbyder);
  const cprNoegle = deriveKey(deps.config.sessionSecret, 'cpr');

  const igen = (loginHint: LoginType | undefined, returnUrl: string) =>
    `/fonditlogin?${new URLSearchParams({ ...(loginHint ? { loginHint } : {}), returnUrl })}`;
  const fejlSide = (c: Context, fejl: LoginFejl, status: 400 | 503, loginHint: LoginType | undefined, returnUrl: string) =>
    c.html(loginFejlSide(fejl, igen(loginHint, returnUrl)), status);

  /** The broker's page for a new login; loginHint=virksomhed asks for MitID Erhverv. */
  async function start(c: Context, loginHint: unknown, returnUrl: unknown): Promise<Response> {
    const hint = erLoginType(loginHint) ? loginHint : undefined;
    const sikker = sikkerReturnUrl(returnUrl);
    let startet: Awaited<ReturnType<typeof klient.start>>;
    try {
      startet = await klient.start(udbyder.claims[hint ?? 'loenmodtager'] ?? {});
    } catch (error) {
      deps.log.error({ err: error }, 'MitID-brokeren kan ikke nås');
      return fejlSide(c, 'utilgaengelig', 503, hint, sikker);
    }
    await flows.begynd(c, 'borger', { ...startet.tjek, returnUrl: sikker, loginHint: hint });
    return c.redirect(startet.url.href, 302);
  }

  /** The person or company the claims name, as the fund knows them; undefined when the needed number is missing. */
  async function bruger(type: LoginType, person: MitIdPerson): Promise<Bruger | undefined> {
    if (type === 'virksomhed') {
      if (!person.cvr) return undefined;
      const kendt = deps.identities.find('virksomhed', person.cvr);
      const navn = kendt?.navn ?? person.virksomhedsnavn ?? (await deps.cvrRegister.find(person.cvr))?.navn ?? `CVR ${person.cvr}`;
      return { id: person.cvr, type, navn, email: kendt?.email ?? '', cvr: person.cvr };
    }
    if (!person.cpr) return undefined;
    const kendt = deps.identities.findVedCpr(person.cpr);
    if (kendt) return kendt;
    // Someone the fund has no applications for: a stable id that is not the CPR number, so logs never carry it.
    const id = `mitid-${createHmac('sha256', cprNoegle).update(person.cpr).digest('base64url').slice(0, 24)}`;
    const cpr = `${person.cpr.slice(0, 6)}-${person.cpr.slice(6)}`;
    return { id, type, navn: person.navn ?? '', email: '', cpr };
  }

  const app = new Hono();
  app.get('/auth/callback', async (c) => {
    const flow = await flows.afslut(c, 'borger');
    if (!flow) return fejlSide(c, 'mislykkedes', 400, undefined, '/app');
    const { loginHint, returnUrl } = flow;
    if (c.req.query('error') !== undefined) return fejlSide(c, 'afbrudt', 400, loginHint, returnUrl);
    let login: Awaited<ReturnType<typeof klient.fuldfoer>>;
    try {
      login = await klient.fuldfoer(new URL(c.req.url).search, flow);
    } catch (error) {
      deps.log.warn(afvisningsgrund(error), 'MitID-login afvist');
      return fejlSide(c, 'mislykkedes', 400, loginHint, returnUrl);
    }
    const type = loginHint ?? 'loenmodtager';
    // The broker may have signed the person in at a lower level than asked (an existing session, a
    // fallback): only the levels the mapping accepts for this kind of login make a session.
    if (!acrGodtaget(udbyder.claims, type, login.acr)) {
      deps.log.warn(
        { fejl: 'acr ikke godtaget', acr: login.acr ?? null, godtaget: udbyder.claims.acr?.[type] ?? [] },
        'MitID-login afvist',
      );
      return fejlSide(c, 'mislykkedes', 400, loginHint, returnUrl);
    }
    const fundet = await bruger(type, laesPerson(login.claims, udbyder.claims));
    if (!fundet) return fejlSide(c, type === 'virksomhed' ? 'manglerCvr' : 'manglerCpr', 400, loginHint, returnUrl);
    await sessions.start(c, fundet, { broker: login.sid ? { sid: login.sid } : {} });
    deps.log.info({ type, bruger: fundet.id }, 'login (MitID)');
    return c.redirect(sikkerReturnUrl(returnUrl), 302);
  });

  return {
    start,
    routes: app,
    /** After 'Log ud' of a MitID session: the broker's logout page when it has one, else the portal. */
    async efterLogud(session: Session | undefined): Promise<string> {
      const url = session?.broker || session?.idToken ? await klient.logoutUrl(session.broker?.sid) : undefined;
      return url?.href ?? '/app';
    },
  };
}

export type BorgerOidc = ReturnType<typeof createBorgerOidc>;

/** /auth/callback when no broker is set up: there is nothing to return from. */
export const ingenBorgerOidc = () =>
  new Hono().get('/auth/callback', () => {
    throw new ProblemFejl({ status: 404, title: t('problem.oidcIkkeSatOp') });
  });
