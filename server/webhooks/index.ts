import { Hono } from 'hono';
import type { OprettetAbonnement, WebhookAbonnement } from '../../contract/webhooks';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import { feltFejl, ProblemFejl } from '../problem';
import type { Services } from '../services';
import { createAbonnementer } from './abonnementer';
import { createLeveringer } from './leveringer';
import { adresseFejl } from './ssrf';
import { tServer } from '../server-tekster';

/**
 * The webhook subscriptions of the fund's other systems (issue 23): create one (its secret is answered
 * once), list them with their deliveries' counts, a subscription's latest deliveries, and delete one.
 */
export function webhookRoutes(deps: AppDeps, { rute }: Pick<Services, 'rute'>) {
  const app = new Hono<AdminEnv>();
  const abonnementer = createAbonnementer(deps);
  const leveringer = createLeveringer(deps);

  const hent = async (id: string) => {
    const abonnement = await abonnementer.hent(id);
    if (!abonnement) throw new ProblemFejl({ status: 404, title: tServer('webhooks.ikkeFundet') });
    return abonnement;
  };

  app.post('/Abonnementer', rute('POST /api/Webhooks/Abonnementer'), async (c) => {
    const { url, haendelser } = c.req.valid('json');
    // The schema checks the form; the address itself (https, no private host in production) is checked here.
    const fejl = await adresseFejl(url, deps.config.production);
    if (fejl) throw feltFejl('/url', fejl);
    const abonnement = await abonnementer.opret(url, haendelser, c.var.admin.navn);
    deps.log.info({ abonnement: abonnement.id, haendelser, af: c.var.admin.brugernavn }, 'webhook-abonnement oprettet');
    return c.json({ id: abonnement.id, hemmelighed: abonnement.hemmelighed } satisfies OprettetAbonnement, 201);
  });

  app.get('/Abonnementer', rute('GET /api/Webhooks/Abonnementer'), async (c) => {
    const data = await Promise.all(
      (await abonnementer.alle()).map(async ({ hemmelighed: _hemmelighed, ...a }): Promise<WebhookAbonnement> => ({
        ...a,
        leveringer: await leveringer.antal(a.id),
      })),
    );
    return c.json({ data });
  });

  app.get('/Abonnementer/:id/Leveringer', rute('GET /api/Webhooks/Abonnementer/:id/Leveringer'), async (c) => {
    const { id } = await hent(c.req.param('id'));
    return c.json({ data: await leveringer.seneste(id) });
  });

  app.delete('/Abonnementer/:id', rute('DELETE /api/Webhooks/Abonnementer/:id'), async (c) => {
    const { id } = await hent(c.req.param('id'));
    await deps.store.transaction(async () => {
      await abonnementer.slet(id);
      await leveringer.sletFor(id);
    });
    deps.log.info({ abonnement: id, af: c.var.admin.brugernavn }, 'webhook-abonnement slettet');
    return c.body(null, 204);
  });

  return app;
}
