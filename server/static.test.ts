import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testApp } from './testing/app';

describe('the built web app under /app', () => {
  it('serves a hashed asset for a year', async () => {
    const { app, deps } = testApp();
    mkdirSync(join(deps.config.webDir, 'assets'), { recursive: true });
    writeFileSync(join(deps.config.webDir, 'assets', 'index-abc123.js'), 'export {};');
    const res = await app.request('/app/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the Brotli copy to a browser that takes it, else the gzipped one, else the file', async () => {
    const { app, deps } = testApp();
    const fil = join(deps.config.webDir, 'assets', 'main-abc123.js');
    mkdirSync(join(deps.config.webDir, 'assets'), { recursive: true });
    writeFileSync(fil, 'export const a = 1;');
    writeFileSync(`${fil}.br`, brotliCompressSync('export const a = 1;'));
    writeFileSync(`${fil}.gz`, gzipSync('export const a = 1;'));
    const hent = (kodninger: string) => app.request('/app/assets/main-abc123.js', { headers: { 'Accept-Encoding': kodninger } });

    const br = await hent('gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('export const a = 1;');
    const gz = await hent('gzip, deflate');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('export const a = 1;');
    const ren = await hent('identity');
    expect(ren.headers.get('Content-Encoding')).toBeNull();
    expect(await ren.text()).toBe('export const a = 1;');
  });

  // Issue 14: a missing asset answered the app's page with a one-year immutable cache.
  it('answers a missing asset 404 that nobody caches, not the app page', async () => {
    const { app } = testApp();
    const res = await app.request('/app/assets/index-gone.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).not.toContain('<html');
  });

  it("names a citizen page's chunks and, for its session, its data in the page, which no shared cache keeps", async () => {
    const { app, deps } = testApp();
    mkdirSync(join(deps.config.webDir, '.vite'), { recursive: true });
    const sider = [
      {
        sti: '^/app/?$',
        scripts: ['assets/start-b.js'],
        styles: ['assets/start-b.css'],
        data: [{ sti: '/api/Mine', login: 'loenmodtager' }],
      },
    ];
    writeFileSync(join(deps.config.webDir, '.vite/forindlaesning.json'), JSON.stringify(sider));
    writeFileSync(
      join(deps.config.webDir, 'index.html'),
      '<!doctype html><html lang="da"><head><title>Fondsportalen</title></head></html>',
    );
    const res = await app.request('/app');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/start-b.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/start-b.css">');
    // No session: the data would be refused, so it is not asked for.
    expect(html).not.toContain('/api/Mine');
  });

  it('still answers other /app paths with the app page', async () => {
    const { app } = testApp();
    const res = await app.request('/app/forudbetaling/anmod');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html');
  });
});
