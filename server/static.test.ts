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

  it('gzips the page and the theme for a browser that takes it, and sends them plain to one that does not', async () => {
    const { app, deps } = testApp();
    const side = `<!doctype html><html lang="da"><head><title>Fondsportalen</title></head><body>${'<p>indhold</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(deps.config.webDir, 'index.html'), side);
    for (const sti of ['/app', '/app/forudbetaling/anmod', '/tema.css']) {
      const gz = await app.request(sti, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(gz.headers.get('Content-Encoding'), sti).toBe('gzip');
      expect(gz.headers.get('Vary'), sti).toContain('Accept-Encoding');
      const plain = await app.request(sti, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.headers.get('Content-Encoding'), sti).toBeNull();
      const tekst = await plain.text();
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString(), sti).toBe(tekst);
      if (sti !== '/tema.css') expect(tekst).toContain('<p>indhold</p>');
    }
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
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/start-b.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/start-b.css">');
    // No session: the data would be refused, so it is not asked for.
    expect(html).not.toContain('/api/Mine');
  });

  it("holds the API's own answers to a page's first calls for the session, and a logged-out page none of anyone's data", async () => {
    const { app, deps, citizenLogin } = testApp();
    mkdirSync(join(deps.config.webDir, '.vite'), { recursive: true });
    const loenmodtager = 'loenmodtager';
    const sider = [
      {
        sti: '^/app/forudbetaling/anmodning/(\\d{1,9})/?$',
        scripts: [],
        data: [
          { sti: '/api/loginStatus.aspx' },
          { sti: '/api/Tekst/sidefod%3Akontakt' },
          { sti: '/api/Kladde', login: loenmodtager },
          { sti: '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', login: loenmodtager },
          // Nobody's request: the API answers 404, so the page holds nothing for it and names it for the browser to ask.
          { sti: '/api/Forudbetaling/HentForudbetalingAnmodning/$1', login: loenmodtager },
        ],
      },
    ];
    writeFileSync(join(deps.config.webDir, '.vite/forindlaesning.json'), JSON.stringify(sider));
    writeFileSync(
      join(deps.config.webDir, 'index.html'),
      '<!doctype html><html lang="da"><head><title>Fondsportalen</title></head></html>',
    );
    const indlejret = async (headers: Record<string, string>) => {
      const res = await app.request('/app/forudbetaling/anmodning/999', { headers });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const html = await res.text();
      const json = /<script type="application\/json" id="api-svar">([^<]*)<\/script>/.exec(html)?.[1];
      return { html, svar: JSON.parse(json ?? 'null') as Record<string, unknown> | null };
    };

    const mette = { Cookie: await citizenLogin('loenmodtager', 'lm-mette') };
    const { html, svar } = await indlejret(mette);
    expect(Object.keys(svar ?? {}).sort()).toEqual([
      '/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor',
      '/api/Kladde',
      '/api/Tekst/sidefod%3Akontakt',
      '/api/loginStatus.aspx',
    ]);
    for (const [sti, body] of Object.entries(svar ?? {})) {
      expect(body, sti).toEqual(await (await app.request(sti, { headers: mette })).json());
    }
    expect(svar?.['/api/loginStatus.aspx']).toMatchObject({ data: { type: 'loenmodtager', navn: 'Mette Jensen' } });
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/Forudbetaling/HentForudbetalingAnmodning/999">');
    expect(html).not.toContain('href="/api/Kladde"');

    // Logged out: who is logged in (nobody) and the public footer, nothing of a person's.
    const ude = await indlejret({});
    expect(Object.keys(ude.svar ?? {}).sort()).toEqual(['/api/Tekst/sidefod%3Akontakt', '/api/loginStatus.aspx']);
    expect(ude.svar?.['/api/loginStatus.aspx']).toEqual({ data: { type: null, navn: null } });
    expect(ude.html).not.toContain('Mette');
    expect(ude.html).not.toContain('/api/Kladde');

    // A company's session reads none of an employee's data.
    const virksomhed = await indlejret({ Cookie: await citizenLogin('virksomhed', '31245001') });
    expect(Object.keys(virksomhed.svar ?? {}).sort()).toEqual(['/api/Tekst/sidefod%3Akontakt', '/api/loginStatus.aspx']);
  });

  it("answers every screen's address, its parameters filled in, with the app page", async () => {
    const { app, deps } = testApp();
    writeFileSync(
      join(deps.config.webDir, 'index.html'),
      '<!doctype html><html lang="da"><head><title>Fondsportalen</title></head></html>',
    );
    for (const sti of [
      '/app',
      '/app/forudbetaling/anmod',
      '/app/forudbetaling/anmod/A-2026-0001',
      '/app/forudbetaling/anmodning/17',
      '/app/virksomhed/arbejdsmangel/anmod/',
      '/app/admin',
      '/app/admin/arbejdsmangel/ansoegning/5',
      '/app/admin/tekst/side%3Aprivatlivspolitik',
    ]) {
      const res = await app.request(sti);
      expect(res.status, sti).toBe(200);
      expect(await res.text(), sti).toContain('<title>Fondsportalen</title>');
    }
  });

  // Issue 34: /app/findes-ikke answered 200 with the app's shell.
  it("answers an /app address no screen has 404 with the Danish not-found page and a way back to the area's start", async () => {
    const { app, deps } = testApp();
    writeFileSync(
      join(deps.config.webDir, 'index.html'),
      '<!doctype html><html lang="da"><head><title>Fondsportalen</title></head></html>',
    );
    for (const [sti, forside] of [
      ['/app/findes-ikke', '/app'],
      ['/app/forudbetaling/anmodning/17/mere', '/app'],
      ['/app/virksomhed/findes-ikke', '/app'],
      ['/app/admin/findes-ikke', '/app/admin'],
    ] as const) {
      const res = await app.request(sti);
      expect(res.status, sti).toBe(404);
      expect(res.headers.get('content-type'), sti).toContain('text/html');
      const side = await res.text();
      expect(side, sti).toContain('<h1>Siden findes ikke</h1>');
      expect(side, sti).toContain(`<a href="${forside}">Gå til forsiden</a>`);
      expect(side, sti).not.toContain('Fondsportalen</title></head></html>');
    }
  });
});
