import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CdpChromium } from './cdp-chromium';
import { startServer, type TestServer } from './server';
import {
  borgersider,
  gzipStoerrelse,
  maalSide,
  opretAnmodning,
  type Borgerside,
  type SideIndlaesning,
  type Script,
} from './side-indlaesning';

// The build web/e2e/global-setup.ts made, as `npm start` serves it.
const dist = resolve(import.meta.dirname, '../../dist/web');
/** Issue 21's budget for every citizen page's JavaScript before it is ready, one limit for all four. */
const BUDGET_KB = 170;

/** The source modules of each chunk, written beside the manifest by vite.config.ts. */
const moduler = JSON.parse(readFileSync(join(dist, '.vite/moduler.json'), 'utf8')) as Record<string, string[]>;

/**
 * What only the secretariat uses: its area and features (the workflow diagrams, web/src/shared/diagram, and the analysts'
 * form previews too, with every form's layout and sample: virtual:formularer, and every schema:
 * virtual:schemas), the rich-text editor (TipTap), the overview's charts (Recharts and its d3 parts), its fixed
 * texts (and the roles' names in login.json).
 */
const ADMIN =
  /^(web\/src\/(app\/admin|features\/[^/]+-admin|features\/(tekst|workflows|formularer|overblik))\/|web\/src\/shared\/schema-form\/widgets\/rig-tekst\/rig-tekst-editor|web\/src\/shared\/diagram\/|node_modules\/(@tiptap|prosemirror-|exceljs|recharts|victory-vendor|d3-)|\0virtual:(formularer|schemas)$|content\/ui\/(forudbetaling-admin-web|arbejdsmangel-admin-web|formularer-web|arbejdsgange|studio-arbejdsgange|login|eksport-web|overblik-web)\.json$)/;

/** The app's entry and what it needs, as index.html loads them (named by their chunk groups, web/vite-plugin-chunk-grupper.ts). */
const indgang = [...readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<script type="module" crossorigin src="\/app\/([^"]+)"/g)].map(
  (m) => m[1]!,
);

/** A script's size as the server's gzip file, the bytes the budget is set in. */
const gzipBytes = (script: Script) => gzipStoerrelse(dist, script);

let server: TestServer;
let chromium: CdpChromium | undefined;
const maalt = new Map<string, SideIndlaesning>();

// Its own server: the pages need Lars Nielsen's applications still open, whatever other files submit.
beforeAll(async () => {
  server = await startServer();
  chromium = CdpChromium.start();
  for (const side of borgersider(await opretAnmodning(server.baseUrl))) {
    maalt.set(side.navn, await maalSide(chromium, server.baseUrl, side));
  }
}, 120_000);
afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const sider: Borgerside[] = borgersider(0);

// Counted from the network: every script the browser fetched before the page's first button showed.
describe('what a citizen page loads before it is ready', () => {
  it.each(sider.map((s) => [s.navn, BUDGET_KB]))('%s: at most %s KB of gzipped JavaScript', (navn, loft) => {
    const scripts = maalt.get(navn)?.scripts ?? [];
    const kb = scripts.reduce((sum, s) => sum + gzipBytes(s), 0) / 1024;
    console.log(`${navn}: ${kb.toFixed(1)} KB gzip i ${scripts.length} filer: ${scripts.map((s) => s.fil).join(', ')}`);
    expect(indgang.length).toBeGreaterThan(0);
    expect(scripts.map((s) => s.fil)).toEqual(expect.arrayContaining(indgang));
    expect(kb).toBeLessThanOrEqual(loft);
  });

  // web/src/app/forindlaesning.ts lists what each page needs first; the browser found nothing it missed.
  it.each(sider.map((s) => [s.navn]))('%s: its HTML named every script and API call it needed first', (navn) => {
    const { scripts, egneKald, html } = maalt.get(navn)!;
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => !html.includes(`"/app/${s.fil}"`)).map((s) => s.fil)).toEqual([]);
    expect(egneKald).toEqual([]);
  });

  // The server put the answers of the page's first API calls in its HTML (server/indlejrede-svar.ts): no round trip for them.
  it.each(sider.map((s) => [s.navn]))('%s: its first data came with its HTML', (navn) => {
    const { apiKald, html } = maalt.get(navn)!;
    expect(html).toContain('<script type="application/json" id="api-svar">');
    expect(apiKald).toEqual([]);
  });

  it('holds no admin-only code on any citizen page', () => {
    for (const side of sider) {
      const scripts = maalt.get(side.navn)?.scripts ?? [];
      const iSiden = scripts.flatMap((s) => moduler[s.fil] ?? []);
      expect(iSiden.length, side.navn).toBeGreaterThan(0);
      expect(
        iSiden.filter((modul) => ADMIN.test(modul)),
        side.navn,
      ).toEqual([]);
    }
    // The admin's code does exist in the build, so the pattern can find it.
    const alle = Object.values(moduler).flat();
    for (const del of [
      'web/src/app/admin/',
      'web/src/features/workflows/',
      'web/src/features/formularer/',
      'web/src/features/overblik/',
      'node_modules/recharts/',
      'node_modules/@tiptap/',
      'node_modules/prosemirror-',
      'content/ui/forudbetaling-admin-web.json',
    ]) {
      expect(
        alle.some((modul) => modul.startsWith(del) && ADMIN.test(modul)),
        del,
      ).toBe(true);
    }
    // The server's own messages (problem+json, the old API's, the systems' API's, the exports' column names) are in no chunk at all.
    expect(alle.filter((modul) => /^content\/ui\/(problem|legacy|problem-systemer|klienter|webhooks|eksport)\.json$/.test(modul))).toEqual(
      [],
    );
    expect(alle).toContain('content/ui/web.json');
  });
});
