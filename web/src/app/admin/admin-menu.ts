import type { TekstNoegle } from '../../../../engine/tekster';

/** The admin screens the landing page and navbar link to; a new admin area adds a line here. */
export const adminMenu: readonly { til: string; etiket: TekstNoegle }[] = [
  { til: '/app/admin/forudbetaling/behandling', etiket: 'forudbetalingAdminWeb.menu.behandling' },
  { til: '/app/admin/forudbetaling/anmodning', etiket: 'forudbetalingAdminWeb.menu.alle' },
  { til: '/app/admin/arbejdsmangel/ansoegning', etiket: 'arbejdsmangelAdminWeb.menu' },
  { til: '/app/admin/tekst', etiket: 'web.admin.menu.tekst' },
];
