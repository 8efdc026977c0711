import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AdminEnv } from '../identity/middleware';
import type { Services } from '../services';
import { lavOverblik } from './overblik';

/** GET /api/Overblik: the figures of /app/admin/overblik, for the roles that may see cases. */
export function overblikRoutes(deps: AppDeps, services: Services) {
  const app = new Hono<AdminEnv>();
  app.get('/', services.rute('GET /api/Overblik'), async (c) => c.json(await lavOverblik(services, deps.now())));
  return app;
}
