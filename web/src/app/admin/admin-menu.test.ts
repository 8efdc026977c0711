import { describe, expect, it } from 'vitest';
import { kendtSti } from '@engine/app-ruter';
import { adminMenu, menuFor, menuPladser } from './admin-menu';

const stier = (roller: Parameters<typeof menuFor>[0]) => menuFor(roller).map((p) => p.til);

describe('the admin menu by role', () => {
  it('shows everything to an Administrator and nothing before the roles are known', () => {
    expect(stier(['Administrator'])).toEqual(adminMenu.map((p) => p.til));
    expect(stier(undefined)).toEqual([]);
    expect(stier([])).toEqual([]);
  });

  it('shows a Tekstredaktoer the texts only, an Analytiker the lists and workflows', () => {
    expect(stier(['Tekstredaktoer'])).toEqual(['/app/admin/tekst']);
    expect(stier(['Analytiker'])).toEqual([
      '/app/admin/forudbetaling/anmodning',
      '/app/admin/arbejdsmangel/ansoegning',
      '/app/admin/overblik',
      '/app/admin/arbejdsgange',
      '/app/admin/formularer',
      '/app/admin/definitioner',
    ]);
  });

  it('shows the studio to the roles that change the definitions (Analytiker, Administrator) only', () => {
    for (const rolle of ['Analytiker', 'Administrator'] as const) expect(stier([rolle])).toContain('/app/admin/definitioner');
    for (const rolle of ['Sagsbehandler', 'Tekstredaktoer'] as const) expect(stier([rolle])).not.toContain('/app/admin/definitioner');
  });

  it('shows the webhooks to an Administrator only', () => {
    expect(stier(['Administrator'])).toContain('/app/admin/webhooks');
    for (const rolle of ['Sagsbehandler', 'Analytiker', 'Tekstredaktoer'] as const)
      expect(stier([rolle])).not.toContain('/app/admin/webhooks');
  });

  it('joins the entries of several roles', () => {
    expect(stier(['Tekstredaktoer', 'Analytiker'])).toHaveLength(7);
  });
});

describe("the bar's menu", () => {
  const navne = (roller: Parameters<typeof menuFor>[0]) =>
    menuPladser(menuFor(roller)).map((p) => ('punkt' in p ? p.punkt.til : { [p.gruppe]: p.punkter.map((q) => q.til) }));

  it('puts the prepayment screens and the settings under a heading each, so the whole menu fits one line', () => {
    expect(navne(['Administrator'])).toEqual([
      {
        'web.admin.menu.forudbetaling': [
          '/app/admin/forudbetaling',
          '/app/admin/forudbetaling/anmodning',
          '/app/admin/forudbetaling/betalingsordrer',
        ],
      },
      '/app/admin/arbejdsmangel/ansoegning',
      '/app/admin/overblik',
      {
        'web.admin.menu.opsaetning': [
          '/app/admin/tekst',
          '/app/admin/arbejdsgange',
          '/app/admin/formularer',
          '/app/admin/definitioner',
          '/app/admin/webhooks',
        ],
      },
    ]);
  });

  it('shows an entry alone under no heading', () => {
    expect(navne(['Tekstredaktoer'])).toEqual(['/app/admin/tekst']);
    expect(navne(['Analytiker'])).toEqual([
      '/app/admin/forudbetaling/anmodning',
      '/app/admin/arbejdsmangel/ansoegning',
      '/app/admin/overblik',
      { 'web.admin.menu.opsaetning': ['/app/admin/arbejdsgange', '/app/admin/formularer', '/app/admin/definitioner'] },
    ]);
  });
});

describe('the admin menu’s addresses', () => {
  it('lead to screens of the route table (engine/app-ruter.ts), shortcuts included', () => {
    const alle = adminMenu.flatMap((p) => [p.til, ...(p.genveje ?? []).map((g) => g.til)]);
    expect(alle.filter((sti) => !kendtSti(sti))).toEqual([]);
    expect(alle.length).toBeGreaterThan(adminMenu.length);
  });
});
