import { describe, expect, it } from 'vitest';
import { adminMenu, menuFor } from './admin-menu';

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
    ]);
  });

  it('shows the webhooks to an Administrator only', () => {
    expect(stier(['Administrator'])).toContain('/app/admin/webhooks');
    for (const rolle of ['Sagsbehandler', 'Analytiker', 'Tekstredaktoer'] as const)
      expect(stier([rolle])).not.toContain('/app/admin/webhooks');
  });

  it('joins the entries of several roles', () => {
    expect(stier(['Tekstredaktoer', 'Analytiker'])).toHaveLength(6);
  });
});
