import { useContext } from 'react';
import Navbar from 'react-bootstrap/Navbar';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { t } from '@engine/tekster';

/**
 * The menu button of a narrow screen: a Danish name, and whether the menu it controls is open,
 * which react-bootstrap's toggle leaves out (a disclosure button must say it, WCAG 4.1.2).
 */
export function MenuKnap({ menuId }: { menuId: string }) {
  const aaben = useContext(NavbarContext)?.expanded ?? false;
  return <Navbar.Toggle aria-controls={menuId} aria-expanded={aaben} label={t('layout.visMenu')} />;
}
