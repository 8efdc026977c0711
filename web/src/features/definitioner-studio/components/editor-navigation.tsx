import { NavLink } from 'react-router-dom';
import { t, type TekstNoegle } from '@engine/tekster';

/** The studio's editors of a draft, each a screen under it (engine/app-ruter.ts), in the order the nav shows them. */
const EDITORER: readonly { del: string; tekst: TekstNoegle }[] = [
  { del: 'formularer', tekst: 'studioFormularer.link' },
  { del: 'arbejdsgange', tekst: 'studioArbejdsgange.link' },
  { del: 'trin', tekst: 'studioTrin.link' },
  { del: 'tekster', tekst: 'studioTekster.side.link' },
];

/** The links from a draft's page to its editors, and from each editor to the others (the open one marked as the current page). */
export function EditorNavigation({ udkastId }: { udkastId: string }) {
  return (
    <nav aria-label={t('studioTekster.side.editorer')} className="mb-3">
      <ul className="nav nav-pills gap-2">
        {EDITORER.map(({ del, tekst }) => (
          <li key={del} className="nav-item">
            <NavLink end className="nav-link border" to={`/app/admin/definitioner/udkast/${encodeURIComponent(udkastId)}/${del}`}>
              {t(tekst)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
