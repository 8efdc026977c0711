import { Hono } from 'hono';
import { t } from '../../engine/alle-tekster';
import type { AppDeps } from '../deps';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';

/** The employee's supplier lookup (SPEC §7): {navn}, 404 when the register does not know the CVR. */
export function cvrOpslagRoutes(deps: AppDeps, { rute }: Services) {
  const app = new Hono();
  app.get('/FindVirksomhedFraCvrRegisterLoenmodtager', rute('GET /api/CvrOpslag/FindVirksomhedFraCvrRegisterLoenmodtager'), async (c) => {
    const virksomhed = await deps.cvrRegister.find(c.req.valid('query').cvr);
    if (!virksomhed) throw new ProblemFejl({ status: 404, title: t('forudbetaling.cvrIkkeFundet') });
    return c.json({ navn: virksomhed.navn });
  });
  return app;
}
