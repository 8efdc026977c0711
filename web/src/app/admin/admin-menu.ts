import type { TekstNoegle } from '../../../../engine/tekster';

/** The admin screens the landing page and navbar link to; a new admin area adds a line here. */
export const adminMenu: readonly { til: string; etiket: TekstNoegle }[] = [{ til: '/app/admin/tekst', etiket: 'web.admin.menu.tekst' }];
