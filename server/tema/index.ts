import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import type { AppDeps } from '../deps';
import { temaCss } from './css';
import { laesTema } from './tema';

const LOGO_TYPER: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * The fund's theme from content/tema.json: /tema.css for the web app and the server's pages, and
 * the logo it names. Read once at start, as every definition is; asked again on each page load
 * (no-cache with an ETag), so a changed theme shows as soon as the portal has restarted.
 */
export function temaRoutes({ config }: AppDeps) {
  const tema = laesTema(config.contentDir);
  const css = temaCss(tema);
  const logo = readFileSync(join(config.contentDir, tema.logo));
  const app = new Hono();
  // Render-blocking on every page: gzipped (5 kB → under 2 kB), which matters on a slow line.
  app.get('/tema.css', compress(), etag(), (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }));
  app.get('/tema/logo', etag(), (c) =>
    c.body(logo, 200, {
      'Content-Type': LOGO_TYPER[extname(tema.logo).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    }),
  );
  return app;
}
