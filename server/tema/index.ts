import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { tema as liveTema } from '../definitioner/saet/indhold';
import type { AppDeps } from '../deps';
import { temaCss } from './css';
import type { Tema } from './tema';

const LOGO_TYPER: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/**
 * The fund's theme from content/tema.json of the definitions live now: /tema.css for the web app and
 * the server's pages, and the logo it names under content/. Asked again on each page load (no-cache
 * with an ETag), so a published theme shows on the next page without a restart.
 */
export function temaRoutes({ config }: Pick<AppDeps, 'config'>) {
  // Made once per published theme (its object stays the same until the next is published) and per logo file.
  const css = new WeakMap<Tema, string>();
  const logoer = new Map<string, Uint8Array<ArrayBuffer>>();
  const app = new Hono();
  // Render-blocking on every page: gzipped (5 kB → under 2 kB), which matters on a slow line.
  app.get('/tema.css', compress(), etag(), (c) => {
    const tema = liveTema();
    let tekst = css.get(tema);
    if (tekst === undefined) css.set(tema, (tekst = temaCss(tema)));
    return c.body(tekst, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' });
  });
  app.get('/tema/logo', etag(), (c) => {
    const { logo } = liveTema();
    let bytes = logoer.get(logo);
    if (!bytes) logoer.set(logo, (bytes = new Uint8Array(readFileSync(join(config.contentDir, logo)))));
    return c.body(bytes, 200, {
      'Content-Type': LOGO_TYPER[extname(logo).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
  });
  return app;
}
