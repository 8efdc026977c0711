import { describe, expect, it } from 'vitest';
import { testApp } from './testing/app';

describe('the frame of the server-rendered pages', () => {
  it('gives every page the skip link, the header with the name and logo, main, and the footer', async () => {
    const { app } = testApp();
    for (const sti of ['/fonditlogin', '/api/docs', '/nyadmin/Arbejdsmangel/1']) {
      const side = await (await app.request(sti)).text();
      expect(side, sti).toContain('<a class="visually-hidden-focusable fond-spring" href="#indhold">Gå til indhold</a>');
      expect(side, sti).toMatch(
        /<header class="navbar fond-hoved[^"]*"[^>]*>[\s\S]*<img class="fond-logo" src="\/tema\/logo" alt="" \/>Fondsportalen/,
      );
      expect(side, sti).toContain('<main id="indhold" tabindex="-1"');
      expect(side, sti).toContain('<a href="/app/privatlivspolitik">Privatlivspolitik</a>');
      expect(side, sti).toContain('<a href="/app/tilgaengelighed">Tilgængelighedserklæring</a>');
      expect(side, sti).toContain('<a href="mailto:kontakt@fond.example.dk">kontakt@fond.example.dk</a>');
      expect(side, sti).toContain('<link rel="stylesheet" href="/tema.css" />');
    }
  });

  it('shows the contact text as the secretariat saved it, without what the editor cannot write', async () => {
    const { app, json, adminLogin } = testApp();
    const { accessToken } = await adminLogin();
    const tekst = {
      key: 'sidefod:kontakt',
      type: 'html',
      indhold: '<p>Ring på <a href="tel:+4570000000">70 00 00 00</a><img src=x onerror=alert(1)></p>',
      beskrivelse: 'Kontakt',
    };
    expect((await json('PUT', '/api/Tekst', tekst, { Authorization: `Bearer ${accessToken}` })).status).toBeLessThan(300);
    const side = await (await app.request('/fonditlogin')).text();
    expect(side).toContain('<p>Ring på <a href="tel:+4570000000">70 00 00 00</a></p>');
    expect(side).not.toContain('onerror');
  });

  it("answers an unknown address with the site's own page and 404, and an unknown API path with problem+json", async () => {
    const { app } = testApp();
    const svar = await app.request('/findes-ikke');
    expect(svar.status).toBe(404);
    expect(svar.headers.get('content-type')).toMatch(/^text\/html/);
    const side = await svar.text();
    expect(side).toContain('<title>Siden findes ikke – Fondsportalen</title>');
    expect(side).toContain('<h1>Siden findes ikke</h1>');
    const api = await app.request('/api/findes-ikke');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  });
});
