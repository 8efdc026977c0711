import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import { deriveKey } from '../identity/keys';
import type { SessionEnv } from '../identity/middleware';
import type { Session } from '../identity/sessions';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { erFormular, type Ejer, type Formular, type Kladde, type Kladder } from './kladder';

// What other areas may know of this one.
export type { Kladder } from './kladder';

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('kladde.ikkeFundet') });

const ejerAf = (session: Session): Ejer => ({ type: session.type, id: session.brugerId });

/** The form the address names: the access check (server/adgang.ts) has made sure it is one of the person's kind. */
const formularAf = (navn: string): Formular => {
  if (!erFormular(navn)) throw ikkeFundet();
  return navn;
};

/**
 * The drafts of SPEC §2.2 and §2.4's forms, for the signed-in person only: the address names the
 * form, never the person, so nobody can reach another's draft (a form of another login kind is 404).
 * Only the body's shape is checked (an object under data): a draft may be incomplete or invalid, and
 * is kept as typed (the schema says "trim": false).
 */
export function kladdeRoutes(deps: AppDeps, { rute, kladder }: Services) {
  const app = new Hono<SessionEnv>();
  const noegle = deriveKey(deps.config.sessionSecret, 'kladde');
  // Tells the browser whose unsaved changes it may put back after a new login, without naming the person.
  const ejerMaerke = (ejer: Ejer) => createHmac('sha256', noegle).update(`${ejer.type}:${ejer.id}`).digest('base64url').slice(0, 22);

  const visning = (k: Kladde) => ({
    formular: k.formular,
    trin: k.trin ?? null,
    version: k.version,
    opdateret: k.opdateret,
    udloeber: kladder.udloeber(k).toISOString(),
  });

  app.get('/', rute('GET /api/Kladde'), async (c) => {
    const ejer = ejerAf(c.var.session);
    return c.json({ ejer: ejerMaerke(ejer), kladder: (await kladder.liste(ejer)).map(visning) });
  });

  app.get('/:formular', rute('GET /api/Kladde/:formular'), async (c) => {
    const ejer = ejerAf(c.var.session);
    const kladde = await kladder.hent(formularAf(c.req.param('formular')), ejer);
    if (!kladde) throw ikkeFundet();
    return c.json({ ...visning(kladde), ejer: ejerMaerke(ejer), data: kladde.data, filer: await kladder.filer(kladde) });
  });

  app.put('/:formular', rute('PUT /api/Kladde/:formular'), async (c) => {
    const kladde = await kladder.gem(formularAf(c.req.param('formular')), ejerAf(c.var.session), c.req.valid('json'));
    return c.json({ ...visning(kladde), data: kladde.data });
  });

  app.delete('/:formular', rute('DELETE /api/Kladde/:formular'), async (c) => {
    if (!(await kladder.slet(formularAf(c.req.param('formular')), ejerAf(c.var.session)))) throw ikkeFundet();
    return c.body(null, 204);
  });

  return app;
}

/** Deletes expired drafts now and then once a day, while the server runs; answers a stop. */
export function startKladdeOprydning(deps: AppDeps, kladder: Kladder): () => void {
  const ryd = () =>
    void kladder.sletUdloebne().then(
      (antal) => antal > 0 && deps.log.info({ antal }, 'udløbne kladder slettet'),
      (error: unknown) => deps.log.error({ err: error }, 'udløbne kladder kunne ikke slettes'),
    );
  ryd();
  const timer = setInterval(ryd, 86_400_000);
  timer.unref();
  return () => clearInterval(timer);
}
