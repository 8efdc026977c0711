import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';

/**
 * The built web app (dist/web) under /app: hashed assets cached for a year, every other
 * /app path answered with index.html so the client-side router can take it.
 */
export function webRoutes(webDir: string, contentDir: string) {
  const app = new Hono();
  app.use(
    '/app/assets/*',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webDir, precompressed: true, rewriteRequestPath: (path) => path.replace(/^\/app/, '') }),
  );
  // A missing asset (an old build's chunk) is a 404 nobody may cache, never the app's page kept for a year.
  app.get('/app/assets/*', (c) => c.body(null, 404, { 'Cache-Control': 'no-store' }));

  app.get('/static/bootstrap.min.css', async (c) => {
    const css = await readFile(join(import.meta.dirname, '../node_modules/bootstrap/dist/css/bootstrap.min.css'));
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  // The fund's mark, also for the server-rendered pages that have no <link rel="icon">.
  app.get('/favicon.ico', async (c) => {
    const png = await readFile(join(contentDir, 'outlook', 'ikon-32.png'));
    return c.body(png, 200, { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' });
  });

  app.get('/', (c) => c.redirect('/app', 302));

  const index = async () => {
    try {
      return { body: await readFile(join(webDir, 'index.html'), 'utf8'), status: 200 as const };
    } catch {
      return { body: IKKE_BYGGET, status: 503 as const };
    }
  };
  const spa = async (c: Context) => {
    const { body, status } = await index();
    return c.html(body, status, { 'Cache-Control': 'no-cache' });
  };
  app.get('/app', spa);
  app.get('/app/*', spa);
  return app;
}

const IKKE_BYGGET = '<!doctype html><html lang="da"><title>Fondsportalen</title><p>Web-appen er ikke bygget. Kør npm run build.</p></html>';
