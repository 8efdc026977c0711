import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { t } from '@engine/tekster';
import { adminLogout } from '../../shared/api/client';
import { Layout } from '../../shared/layout/layout';
import { MenuKnap } from '../../shared/layout/menu-knap';
import { useAdminKonto } from '../../shared/admin-konto/admin-konto';
import { menuFor } from './admin-menu';

/** The logged-in admin's frame: the menu their roles may use, who is signed in, and 'Log ud'. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [logger, setLogger] = useState(false);
  const konto = useAdminKonto();
  const navigation = (
    <>
      <MenuKnap menuId="admin-menu" />
      {/* The entries wrap onto a second row rather than run past the window's edge on a laptop. */}
      <Navbar.Collapse id="admin-menu" className="flex-wrap row-gap-2">
        <Nav as="nav" className="me-auto flex-wrap" aria-label={t('layout.hovedmenu')}>
          {menuFor(konto?.roller).map(({ til, etiket }) => (
            <Nav.Link key={til} as={NavLink} to={til} className="text-nowrap">
              {t(etiket)}
            </Nav.Link>
          ))}
        </Nav>
        {konto && (
          <Navbar.Text className="text-white me-3">
            {t('web.admin.konto', { navn: konto.navn, roller: konto.roller.map((r) => t(`rolle.${r}`)).join(', ') })}
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

/** Layout's bar as react-bootstrap's Navbar, which the menu's toggle and collapse need around them. */
function AdminBar({ children }: { children: ReactNode }) {
  // role: react-bootstrap would call any navbar but a <nav> "navigation"; this is the page's banner.
  return (
    <Navbar as="header" role="banner" expand="md" data-bs-theme="dark" className="fond-hoved mb-4">
      {children}
    </Navbar>
  );
}
