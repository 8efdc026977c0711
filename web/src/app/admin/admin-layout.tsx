import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { NavLink } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { adminLogout } from '../../shared/api/client';
import { Layout } from '../../shared/layout/layout';
import { adminMenu } from './admin-menu';

/** The logged-in admin's frame: menu and 'Log ud'. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [logger, setLogger] = useState(false);
  const navigation = (
    <>
      <Navbar.Toggle aria-controls="admin-menu" />
      <Navbar.Collapse id="admin-menu">
        <Nav className="me-auto">
          {adminMenu.map(({ til, etiket }) => (
            <Nav.Link key={til} as={NavLink} to={til}>
              {t(etiket)}
            </Nav.Link>
          ))}
        </Nav>
        <Button
          variant="outline-light"
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
    <Layout titel={t('web.admin.titel')} forsideSti="/app/admin" navigation={navigation} bar={AdminBar}>
      {children}
    </Layout>
  );
}

/** Layout's bar as react-bootstrap's Navbar, which the menu's toggle and collapse need around them. */
function AdminBar({ children }: { children: ReactNode }) {
  return (
    <Navbar expand="md" bg="primary" data-bs-theme="dark" className="mb-4">
      {children}
    </Navbar>
  );
}
