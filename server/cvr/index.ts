import { Hono } from 'hono';
import type { CvrOpslag } from '../../contract/generated/cvr-opslag';
import { t } from '../../engine/tekster';
import type { AppDeps } from '../deps';
import { requireSession } from '../identity/middleware';
import { ProblemFejl } from '../problem';
import type { Services } from '../services';
import { query } from '../validation/index';

/** The employee's supplier lookup (SPEC §7): {navn}, 404 when the register does not know the CVR. */
export function cvrOpslagRoutes(deps: AppDeps, { sessions }: Services) {
  const app = new Hono();
  app.get(
    '/FindVirksomhedFraCvrRegisterLoenmodtager',
    requireSession(sessions, 'loenmodtager'),
    query<CvrOpslag>('cvr-opslag'),
    async (c) => {
      const virksomhed = await deps.cvrRegister.find(c.req.valid('query').cvr);
      if (!virksomhed) throw new ProblemFejl({ status: 404, title: t('forudbetaling.cvrIkkeFundet') });
      return c.json({ navn: virksomhed.navn });
    },
  );
  return app;
}
