import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router-dom';
import { t } from '../../../../engine/tekster';
import { Sidefod } from './sidefod';
import { LOGO_STI, portalNavn } from './tema';
import { useSideSkift } from './use-side-skift';

interface LayoutProps {
  /** The area after the portal's name in the header, e.g. 'Sekretariatet'. */
  omraade?: string;
  /** Where the name in the header leads. */
  forsideSti: string;
  /** Extra header content, e.g. menu links and a log-out button. */
  navigation?: ReactNode;
  children: ReactNode;
}

const HOVED_ID = 'indhold';

/**
 * The page frame of every area, the same as the server's pages (server/side.ts): a skip
 * link, the header with the fund's logo and name, the page as main, the footer. Colours and focus
 * ring come from the theme (/tema.css).
 */
export function Layout({ omraade, forsideSti, navigation, children }: LayoutProps) {
  useSideSkift(HOVED_ID);
  return (
    <div className="d-flex flex-column min-vh-100">
      {/* Focused by hand: the address keeps no #fragment, which the router would keep in history. */}
      <a
        className="visually-hidden-focusable fond-spring"
        href={`#${HOVED_ID}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(HOVED_ID)?.focus();
        }}
      >
        {t('layout.springTilIndhold')}
      </a>
      {/* role: react-bootstrap would call any navbar but a <nav> "navigation"; this is the page's banner. */}
      <Navbar as="header" role="banner" expand="md" data-bs-theme="dark" className="fond-hoved mb-4">
        <Container>
          <Navbar.Brand as={Link} to={forsideSti} className="d-flex align-items-center gap-2">
            <img className="fond-logo" src={LOGO_STI} alt="" />
            {portalNavn}
            {omraade && <span className="fs-6 fw-normal border-start ps-2">{omraade}</span>}
          </Navbar.Brand>
          {navigation}
        </Container>
      </Navbar>
      <Container as="main" id={HOVED_ID} tabIndex={-1} className="flex-grow-1 pb-5">
        {children}
      </Container>
      <Sidefod />
    </div>
  );
}
