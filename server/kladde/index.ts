import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validator } from 'hono/validator';
import { t } from '../../engine/tekster';
import type { AppDeps } from '../deps';
import { deriveKey } from '../identity/keys';
import type { SessionEnv } from '../identity/middleware';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { valider } from '../validation/validator';
import { erFormular, FORMULARER, type Ejer, type Formular, type GemKladde, type Kladde, type Kladder } from './kladder';

// What other areas may know of this one.
export type { Kladder } from './kladder';

const ikkeFundet = () => new ProblemFejl({ status: 404, title: t('kladde.ikkeFundet') });

/** Only the JSON's shape is checked (an object under data): a draft may be incomplete or invalid, and is kept as typed. */
const kladdeBody = validator('json', (vaerdi: unknown) => {
  const errors = valider('kladde', vaerdi);
  if (errors.length > 0) throw new ProblemFejl({ status: 400, title: t('problem.valideringsfejl'), detail: errors[0]?.message, errors });
  return vaerdi as GemKladde;
});

/**
 * The drafts of SPEC §2.2 and §2.4's forms, for the signed-in person only: the address names the
 * form, never the person, so nobody can reach another's draft (a form of another login kind is 404).
 */
export function kladdeRoutes(deps: AppDeps, { sessions, kladder }: Services) {
  const app = new Hono<SessionEnv & { Variables: { formular: Formular; ejer: Ejer } }>();
  const noegle = deriveKey(deps.config.sessionSecret, 'kladde');
  // Tells the browser whose unsaved changes it may put back after a new login, without naming the person.
  const ejerMaerke = (ejer: Ejer) => createHmac('sha256', noegle).update(`${ejer.type}:${ejer.id}`).digest('base64url').slice(0, 22);

  app.use(async (c, next) => {
    const session = await sessions.read(c);
    if (!session) throw new ProblemFejl({ status: 401, title: t('problem.ikkeLoggetInd') });
    c.set('session', session);
    c.set('ejer', { type: session.type, id: session.brugerId });
    await next();
  });
  const formular = createMiddleware<{ Variables: { formular: Formular; ejer: Ejer } }>(async (c, next) => {
    const navn = c.req.param('formular') ?? '';
    if (!erFormular(navn) || FORMULARER[navn] !== c.var.ejer.type) throw ikkeFundet();
    c.set('formular', navn);
    await next();
  });

  const visning = (k: Kladde) => ({
    formular: k.formular,
    trin: k.trin ?? null,
    version: k.version,
    opdateret: k.opdateret,
    udloeber: kladder.udloeber(k).toISOString(),
  });

  app.get('/', async (c) => c.json({ ejer: ejerMaerke(c.var.ejer), kladder: (await kladder.liste(c.var.ejer)).map(visning) }));

  app.get('/:formular', formular, async (c) => {
    const kladde = await kladder.hent(c.var.formular, c.var.ejer);
    if (!kladde) throw ikkeFundet();
    return c.json({ ...visning(kladde), ejer: ejerMaerke(c.var.ejer), data: kladde.data, filer: await kladder.filer(kladde) });
  });

  app.put('/:formular', formular, kladdeBody, async (c) => {
    const kladde = await kladder.gem(c.var.formular, c.var.ejer, c.req.valid('json'));
    return c.json({ ...visning(kladde), data: kladde.data });
  });

  app.delete('/:formular', formular, async (c) => {
    if (!(await kladder.slet(c.var.formular, c.var.ejer))) throw ikkeFundet();
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
