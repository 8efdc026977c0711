import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { kendtSti } from '../engine/app-ruter';
import type { SideForindlaesning } from '../web/vite-plugin-forindlaesning';
import { dataStier, medForindlaesning } from './forindlaesning';
import type { LoginType } from './identity/types';
import { dataElement, indlejredeSvar } from './indlejrede-svar';
import { VALIDATORAENDRINGER_ID } from '../contract/indlejrede-svar';

/** The app's own API asked in-process, in the session of the request `c` (its cookie). */
export type HentIApp = (c: Context, sti: string) => Promise<Response>;

/**
 * The built web app (dist/web) under /app: hashed assets cached for a year, every /app path of a
 * screen (engine/app-ruter.ts) answered with index.html so the client-side router can take it, with what a citizen
 * page needs first named in it for the session `login` reads (server/forindlaesning.ts), and the
 * answers of its first API calls as `hent` gets them from the API in that session.
 */
export function webRoutes(
  webDir: string,
  contentDir: string,
  login: (c: Context) => Promise<LoginType | undefined>,
  hent: HentIApp,
  liveAendringer: () => [id: string, aendringer: Readonly<Record<string, unknown>>][] = () => [],
  /** Markup put first in the page's body, outside the app's root (a try-out's banner, server/proeve). */
  forrest: (c: Context) => string | undefined = () => undefined,
) {
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

  const index = async (c: Context) => {
    let html: string;
    try {
      html = await readFile(join(webDir, 'index.html'), 'utf8');
    } catch {
      return { body: IKKE_BYGGET, status: 503 as const };
    }
    const sider = await forindlaesning(webDir);
    const type = await login(c);
    const svar = await indlejredeSvar(dataStier(sider, c.req.path, type), (sti) => hent(c, sti));
    // Texts, rules and definition files published since the app was built travel with the page; the app reads them before its first render.
    const aendringer = liveAendringer();
    const medLive = aendringer.reduce(
      (side, [id, aendringer]) =>
        Object.keys(aendringer).length === 0 ? side : side.replace('</head>', `${dataElement(id, aendringer)}\n</head>`),
      html,
    );
    const validatorer = aendringer.find(([id]) => id === VALIDATORAENDRINGER_ID)?.[1];
    const side = medForindlaesning(medLive, sider, c.req.path, type, svar, validatorer);
    const foerst = forrest(c);
    return { body: foerst ? side.replace(/<body([^>]*)>/, (body) => `${body}\n${foerst}`) : side, status: 200 as const };
  };
  // The page holds the session's data: no cache, not even the browser's, may keep it. An address
  // no screen has is the server's not-found page (app.ts), with its 404, not the app's page with a 200.
  const spa = async (c: Context) => {
    if (!kendtSti(c.req.path)) return c.notFound();
    const { body, status } = await index(c);
    return c.html(body, status, { 'Cache-Control': 'no-store', Vary: 'Cookie' });
  };
  // Gzipped as it is sent (the assets have their Brotli copies from the build): on a phone's slow line
  // the page, with its embedded answers, is a third of its size, and arrives before its scripts start.
  app.get('/app', compress(), spa);
  app.get('/app/*', compress(), spa);
  return app;
}

/** The build's list of what each citizen page needs first; none from a build that wrote no list. */
async function forindlaesning(webDir: string): Promise<SideForindlaesning[]> {
  try {
    return JSON.parse(await readFile(join(webDir, '.vite/forindlaesning.json'), 'utf8')) as SideForindlaesning[];
  } catch (fejl) {
    if ((fejl as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw fejl;
  }
}

const IKKE_BYGGET = '<!doctype html><html lang="da"><title>Fondsportalen</title><p>Web-appen er ikke bygget. Kør npm run build.</p></html>';
