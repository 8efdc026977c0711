import { describe, expect, it } from 'vitest';
import { adminArbejdeFor, alleRuter, forsideFor, kendtSti } from './app-ruter';

describe('the route table the areas mount and the server answers by', () => {
  it.each([
    '/app',
    '/app/',
    '/app/forudbetaling/anmod',
    '/app/forudbetaling/anmod/A-2026-0001',
    '/app/forudbetaling/anmodning/17',
    '/app/Forudbetaling/Anmod/',
    '/app/privatlivspolitik',
    '/app/virksomhed',
    '/app/virksomhed/arbejdsmangel/anmod',
    '/app/outlook-journalisering',
    '/app/outlook-journalisering/log-ind',
    '/app/admin',
    '/app/admin/arbejdsmangel/ansoegning/5',
    '/app/admin/forudbetaling/behandling/anmodning/3',
    '/app/admin/tekst/side:privatlivspolitik',
    '/app/admin/formularer/arbejdsmangel-opret',
  ])('knows %s', (sti) => {
    expect(kendtSti(sti)).toBe(true);
  });

  it.each([
    '/app/findes-ikke',
    '/app/forudbetaling',
    '/app/forudbetaling/anmodning',
    '/app/forudbetaling/anmodning/17/mere',
    '/app/adminx',
    '/app/admin/findes-ikke',
    '/app/admin/arbejdsmangel',
    '/app/virksomhed/arbejdsmangel',
    '/app/outlook-journalisering/ukendt',
    '/ukendt',
    '/application',
  ])('does not know %s', (sti) => {
    expect(kendtSti(sti)).toBe(false);
  });

  it("leads back to the area's start page, as the area's own not-found screen does", () => {
    expect(forsideFor('/app/admin/ukendt')).toBe('/app/admin');
    expect(forsideFor('/app/virksomhed/ukendt')).toBe('/app');
    expect(forsideFor('/app/ukendt')).toBe('/app');
    expect(forsideFor('/ukendt')).toBe('/app');
  });

  it('lists every pattern in full, each area with its not-found splat', () => {
    expect(alleRuter()).toEqual(
      expect.arrayContaining([
        '/app',
        '/app/forudbetaling/anmodning/:id',
        '/app/admin/arbejdsmangel/ansoegning/:id',
        '/app/admin/*',
        '/app/*',
        '*',
      ]),
    );
  });
});

describe('the kind of work of each admin screen', () => {
  it.each([
    ['/app/admin', 'egenKonto'],
    ['/app/admin/forudbetaling', 'sagsbehandling'],
    ['/app/admin/forudbetaling/behandling/anmodning/3', 'sagsbehandling'],
    ['/app/admin/forudbetaling/anmodning/3', 'sagsvisning'],
    ['/app/admin/Arbejdsmangel/Ansoegning/5/', 'sagsvisning'],
    ['/app/admin/tekst/side:privatlivspolitik', 'tekster'],
    ['/app/admin/webhooks', 'webhooks'],
  ])('%s is %s', (sti, arbejde) => {
    expect(adminArbejdeFor(sti)).toBe(arbejde);
  });

  it.each(['/app', '/app/virksomhed', '/app/admin/findes-ikke', '/app/adminx/tekst'])('%s is no admin screen', (sti) => {
    expect(adminArbejdeFor(sti)).toBeUndefined();
  });
});
