import { useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { t } from '@engine/tekster';
import { adminLogout } from '../../shared/api/client';
import { Layout } from '../../shared/layout/layout';
import { MenuKnap } from '../../shared/layout/menu-knap';
import { useAdminKonto } from '../../shared/admin-konto/admin-konto';
import { menuFor, menuPladser } from './admin-menu';
import { useEnLinje } from './use-en-linje';

/** The logged-in admin's frame: the menu their roles may use, who is signed in, and 'Log ud'. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [logger, setLogger] = useState(false);
  const konto = useAdminKonto();
  const navigation = (
    <>
      <MenuKnap menuId="admin-menu" />
      <Navbar.Collapse id="admin-menu">
        <Nav as="nav" className="me-auto" aria-label={t('layout.hovedmenu')}>
          {menuPladser(menuFor(konto?.roller)).map((plads) =>
            'punkt' in plads ? (
              <Nav.Link key={plads.punkt.til} as={NavLink} to={plads.punkt.til} className="text-nowrap">
                {t(plads.punkt.kort ?? plads.punkt.etiket)}
              </Nav.Link>
            ) : (
              <NavDropdown
                key={plads.gruppe}
                id={`admin-menu-${plads.gruppe.split('.').pop()}`}
                title={t(plads.gruppe)}
                className="text-nowrap"
              >
                {plads.punkter.map(({ til, etiket }) => (
                  <NavDropdown.Item key={til} as={NavLink} to={til}>
                    {t(etiket)}
                  </NavDropdown.Item>
                ))}
              </NavDropdown>
            ),
          )}
        </Nav>
        {konto && (
          // Name over roles in small print: the bar keeps one line at a laptop's width.
          <Navbar.Text className="text-white small lh-sm py-0 me-3">
            <span className="d-block text-nowrap">{konto.navn}</span>
            <span className="d-block text-nowrap">
              {t('web.admin.kontoRoller', { roller: konto.roller.map((r) => t(`rolle.${r}`)).join(', ') })}
            </span>
          </Navbar.Text>
        )}
        <Button
          variant="outline-light"
          className="text-nowrap"
          disabled={logger}
          onClick={() => {
            setLogger(true);
            // The tokens are cleared in any case; the area then shows the login form.
            void adminLogout();
          }}
        >
          {t('web.admin.logUd')}
        </Button>
      </Navbar.Collapse>
    </>
  );
  return (
    <Layout omraade={t('web.admin.titel')} forsideSti="/app/admin" navigation={navigation} bar={AdminBar}>
      {children}
    </Layout>
  );
}

/**
 * Layout's bar as react-bootstrap's Navbar, which the menu's toggle and collapse need around them:
 * expanded on one line where the whole menu fits, else folded behind 'Vis menu' (use-en-linje.ts).
 */
function AdminBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  const konto = useAdminKonto();
  // What the bar holds besides its fixed parts: the account, and with its roles the menu's entries.
  const udfoldet = useEnLinje(bar, konto ? `${konto.navn} ${konto.roller.join(' ')}` : '');
  // role: react-bootstrap would call any navbar but a <nav> "navigation"; this is the page's banner.
  return (
    <Navbar ref={bar} as="header" role="banner" expand={udfoldet} data-bs-theme="dark" className="fond-hoved mb-4">
      {children}
    </Navbar>
  );
}
