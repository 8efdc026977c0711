import { maa, type AdminArbejde, type Rolle } from '@engine/roller';
import type { TekstNoegle } from '@engine/tekster';

export interface AdminMenuPunkt {
  til: string;
  etiket: TekstNoegle;
  /** The kind of work the screen is for; the entry shows only to roles that may do it (engine/roller.ts). */
  arbejde: AdminArbejde;
  /** Shown under the entry on the landing page only. */
  genveje?: readonly { til: string; etiket: TekstNoegle }[];
}

/** The admin screens the landing page and navbar link to; a new admin area adds a line here. */
export const adminMenu: readonly AdminMenuPunkt[] = [
  // /app/admin/forudbetaling leads on to the handling list (SPEC §2.5).
  { til: '/app/admin/forudbetaling', etiket: 'forudbetalingAdminWeb.menu.behandling', arbejde: 'sagsbehandling' },
  { til: '/app/admin/forudbetaling/anmodning', etiket: 'forudbetalingAdminWeb.menu.alle', arbejde: 'sagsvisning' },
  { til: '/app/admin/forudbetaling/betalingsordrer', etiket: 'eksportWeb.betalingsordrer.link', arbejde: 'betalingsordrer' },
  { til: '/app/admin/arbejdsmangel/ansoegning', etiket: 'arbejdsmangelAdminWeb.menu', arbejde: 'sagsvisning' },
  { til: '/app/admin/overblik', etiket: 'overblikWeb.titel', arbejde: 'sagsvisning' },
  {
    til: '/app/admin/tekst',
    etiket: 'web.admin.menu.tekst',
    arbejde: 'tekster',
    genveje: [{ til: '/app/admin/tekst/opret', etiket: 'web.tekst.liste.opret' }],
  },
  { til: '/app/admin/arbejdsgange', etiket: 'arbejdsgangeWeb.titel', arbejde: 'arbejdsgange' },
  { til: '/app/admin/formularer', etiket: 'formularerWeb.titel', arbejde: 'formularer' },
  { til: '/app/admin/webhooks', etiket: 'webhooksWeb.titel', arbejde: 'webhooks' },
];

/** The entries these roles may use; none while the roles are not known yet. */
export const menuFor = (roller: readonly Rolle[] | undefined): readonly AdminMenuPunkt[] =>
  roller ? adminMenu.filter((punkt) => maa(roller, punkt.arbejde)) : [];
