import { kanAabne } from '@engine/app-ruter';
import type { Rolle } from '@engine/roller';
import type { TekstNoegle } from '@engine/tekster';

export interface AdminMenuPunkt {
  til: string;
  etiket: TekstNoegle;
  /** Shown under the entry on the landing page only. */
  genveje?: readonly { til: string; etiket: TekstNoegle }[];
  /** The bar's menu under this heading, so it fits on one line (the landing page lists every entry). */
  gruppe?: TekstNoegle;
  /** The entry's shorter name in the bar, where its page's title is too long for one line. */
  kort?: TekstNoegle;
}

/** One place in the bar's menu: an entry, or a heading over several. */
export type MenuPlads = { punkt: AdminMenuPunkt } | { gruppe: TekstNoegle; punkter: AdminMenuPunkt[] };

const FORUDBETALING: TekstNoegle = 'web.admin.menu.forudbetaling';
const OPSAETNING: TekstNoegle = 'web.admin.menu.opsaetning';

/** The admin screens the landing page and navbar link to, each shown to the roles that may open it (kanAabne); a new admin area adds a line here. */
export const adminMenu: readonly AdminMenuPunkt[] = [
  // /app/admin/forudbetaling leads on to the handling list (SPEC §2.5).
  { til: '/app/admin/forudbetaling', etiket: 'forudbetalingAdminWeb.menu.behandling', gruppe: FORUDBETALING },
  { til: '/app/admin/forudbetaling/anmodning', etiket: 'forudbetalingAdminWeb.menu.alle', gruppe: FORUDBETALING },
  {
    til: '/app/admin/forudbetaling/betalingsordrer',
    etiket: 'eksportWeb.betalingsordrer.link',
    gruppe: FORUDBETALING,
  },
  {
    til: '/app/admin/arbejdsmangel/ansoegning',
    etiket: 'arbejdsmangelAdminWeb.menu',
    kort: 'web.admin.menu.arbejdsmangel',
  },
  { til: '/app/admin/overblik', etiket: 'overblikWeb.titel' },
  {
    til: '/app/admin/tekst',
    etiket: 'web.admin.menu.tekst',
    gruppe: OPSAETNING,
    genveje: [{ til: '/app/admin/tekst/opret', etiket: 'web.tekst.liste.opret' }],
  },
  { til: '/app/admin/arbejdsgange', etiket: 'arbejdsgangeWeb.titel', gruppe: OPSAETNING },
  { til: '/app/admin/formularer', etiket: 'formularerWeb.titel', gruppe: OPSAETNING },
  {
    til: '/app/admin/definitioner',
    etiket: 'definitionerWeb.menu',
    gruppe: OPSAETNING,
    genveje: [{ til: '/app/admin/definitioner/versioner', etiket: 'definitionerWeb.versionerLink' }],
  },
  { til: '/app/admin/webhooks', etiket: 'webhooksWeb.titel', gruppe: OPSAETNING },
];

/** The entries these roles may use; none while the roles are not known yet. */
export const menuFor = (roller: readonly Rolle[] | undefined): readonly AdminMenuPunkt[] =>
  roller ? adminMenu.filter((punkt) => kanAabne(roller, punkt.til)) : [];

/** The bar's menu: the entries of a heading under it where two or more share it, each other entry by itself, in the menu's order. */
export function menuPladser(punkter: readonly AdminMenuPunkt[]): MenuPlads[] {
  const pladser: MenuPlads[] = [];
  for (const punkt of punkter) {
    const antal = punkter.filter((p) => p.gruppe !== undefined && p.gruppe === punkt.gruppe).length;
    if (punkt.gruppe === undefined || antal < 2) pladser.push({ punkt });
    else {
      const gruppe = pladser.find((p) => 'gruppe' in p && p.gruppe === punkt.gruppe);
      if (gruppe && 'punkter' in gruppe) gruppe.punkter.push(punkt);
      else pladser.push({ gruppe: punkt.gruppe, punkter: [punkt] });
    }
  }
  return pladser;
}
