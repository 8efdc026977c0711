import type { TekstNoegle } from '../../../../engine/tekster';

export interface AdminMenuPunkt {
  til: string;
  etiket: TekstNoegle;
  /** Shown under the entry on the landing page only. */
  genveje?: readonly { til: string; etiket: TekstNoegle }[];
}

/** The admin screens the landing page and navbar link to; a new admin area adds a line here. */
export const adminMenu: readonly AdminMenuPunkt[] = [
  // /app/admin/forudbetaling leads on to the handling list (SPEC §2.5).
  { til: '/app/admin/forudbetaling', etiket: 'forudbetalingAdminWeb.menu.behandling' },
  { til: '/app/admin/forudbetaling/anmodning', etiket: 'forudbetalingAdminWeb.menu.alle' },
  { til: '/app/admin/arbejdsmangel/ansoegning', etiket: 'arbejdsmangelAdminWeb.menu' },
  {
    til: '/app/admin/tekst',
    etiket: 'web.admin.menu.tekst',
    genveje: [{ til: '/app/admin/tekst/opret', etiket: 'web.tekst.liste.opret' }],
  },
  { til: '/app/admin/arbejdsgange', etiket: 'arbejdsgangeWeb.titel' },
];
