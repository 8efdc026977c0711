import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { Indlaeser } from './indlaeser';
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
  /**
   * The bar itself: plain markup with Bootstrap's classes unless given, so a citizen's page does
   * without react-bootstrap's Navbar (its collapse and offcanvas code); the admin's menu collapses
   * on a narrow screen and brings it (admin-layout.tsx).
   */
  bar?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

const HOVED_ID = 'indhold';

/** The header bar as plain markup with Bootstrap's navbar classes, expanded from md. */
function Bar({ children }: { children: ReactNode }) {
  return (
    <header className="navbar navbar-expand-md fond-hoved mb-4" data-bs-theme="dark">
      {children}
    </header>
  );
}

/**
 * The page frame of every area, the same as the server's pages (server/side.ts): a skip
 * link, the header with the fund's logo and name, the page as main, the footer. Colours and focus
 * ring come from the theme (/tema.css).
 */
export function Layout({ omraade, forsideSti, navigation, bar: Ramme = Bar, children }: LayoutProps) {
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
      <Ramme>
        <div className="container">
          <Link className="navbar-brand d-flex align-items-center gap-2" to={forsideSti}>
            <img className="fond-logo" src={LOGO_STI} alt="" />
            {portalNavn}
            {omraade && <span className="fs-6 fw-normal border-start ps-2">{omraade}</span>}
          </Link>
          {navigation}
        </div>
      </Ramme>
      <main id={HOVED_ID} tabIndex={-1} className="container flex-grow-1 pb-5">
        {/* A screen waiting for a load (a lazy chunk, a first load that asked the network) keeps the header and footer. */}
        <Suspense fallback={<Indlaeser />}>{children}</Suspense>
      </main>
      <Sidefod />
    </div>
  );
}
