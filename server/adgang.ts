import type { MiddlewareHandler } from 'hono';
import type { BlankEnv } from 'hono/types';
import { createMiddleware } from 'hono/factory';
import { t } from '../engine/alle-tekster';
import type { EksportAdresser } from './eksport/adresse';
import type { AdminTokens } from './identity/admin-tokens';
import { requireAdmin, requireSession, requireSessionSide, type AdminEnv, type SessionEnv } from './identity/middleware';
import type { Sessions } from './identity/sessions';
import { erFormular, FORMULARER } from './kladde/kladder';
import { ProblemFejl } from './problem';
import type { Adgang, Rute } from './ruter';

type AdgangOptions = { sessions: Sessions; tokens: AdminTokens; eksportAdresser: EksportAdresser };

/** What each kind's checks put in c.var for the handler: the staff member, or the session. */
export type AdgangEnv<A extends Adgang> = A extends 'admin'
  ? AdminEnv
  : A extends 'loenmodtager' | 'ejer' | 'virksomhed' | 'borger' | 'kladde' | 'loenmodtagerSide'
    ? SessionEnv
    : BlankEnv;

/**
 * The checks of each access kind of server/ruter.ts, in the order they run; none for a public route,
 * nor for the capabilities its area checks itself (nyadmin's cookie, dokumentAdgang's signed address).
 * rute() runs them before the body and query are read, so a caller without access learns nothing of them.
 */
export function createAdgang({ sessions, tokens, eksportAdresser }: AdgangOptions) {
  const loenmodtager = requireSession(sessions, 'loenmodtager');
  const borger = requireSession(sessions);
  const tjek: Record<Exclude<Rute['adgang'], 'admin'>, MiddlewareHandler[]> = {
    offentlig: [],
    loenmodtager: [loenmodtager],
    // The handler finds the request, and answers 404 when it is another employee's.
    ejer: [loenmodtager],
    virksomhed: [requireSession(sessions, 'virksomhed')],
    borger: [borger],
    kladde: [borger, egenFormular],
    loenmodtagerSide: [requireSessionSide(sessions, 'loenmodtager')],
    nyadmin: [],
    dokumentAdgang: [],
  };
  return (rute: Rute): MiddlewareHandler[] => {
    if (rute.adgang !== 'admin') return tjek[rute.adgang];
    return [rute.eksportAdresse ? eksportAdresser.kraev(rute.arbejde) : requireAdmin(tokens, rute.arbejde)];
  };
}

/** The draft's form, named by the address, is one of the signed-in person's kind; another's is 404, as a missing one. */
const egenFormular = createMiddleware<SessionEnv>(async (c, next) => {
  const formular = c.req.param('formular') ?? '';
  if (!erFormular(formular) || FORMULARER[formular] !== c.var.session.type) {
    throw new ProblemFejl({ status: 404, title: t('kladde.ikkeFundet') });
  }
  await next();
});
