import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { adminLogout } from '../../shared/api/client';
import { Layout } from '../../shared/layout/layout';
import { MenuKnap } from '../../shared/layout/menu-knap';
import { adminMenu } from './admin-menu';

/** The logged-in admin's frame: menu and 'Log ud'. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [logger, setLogger] = useState(false);
  const navigation = (
    <>
      <MenuKnap menuId="admin-menu" />
      <Navbar.Collapse id="admin-menu">
        <Nav as="nav" className="me-auto" aria-label={t('layout.hovedmenu')}>
          {adminMenu.map(({ til, etiket }) => (
            <Nav.Link key={til} as={NavLink} to={til}>
              {t(etiket)}
            </Nav.Link>
          ))}
        </Nav>
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
    <Layout omraade={t('web.admin.titel')} forsideSti="/app/admin" navigation={navigation}>
      {children}
    </Layout>
  );
}
