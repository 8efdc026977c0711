import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface LayoutProps {
  /** Shown as the navbar's brand, linking to forsideSti. */
  titel: string;
  forsideSti: string;
  /** Extra navbar content, e.g. menu links and a log-out button. */
  navigation?: ReactNode;
  /**
   * The bar itself: plain markup with Bootstrap's classes unless given, so a citizen's page does
   * without react-bootstrap's Navbar (its collapse and offcanvas code); the admin's menu collapses
   * on a narrow screen and brings it (admin-layout.tsx).
   */
  bar?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/** Bootstrap's dark-on-primary navbar, expanded from md. */
function Bar({ children }: { children: ReactNode }) {
  return (
    <nav className="navbar navbar-expand-md bg-primary mb-4" data-bs-theme="dark">
      {children}
    </nav>
  );
}

/** The page frame of every area: a Bootstrap navbar with the portal name, then the page in a container. */
export function Layout({ titel, forsideSti, navigation, bar: Ramme = Bar, children }: LayoutProps) {
  return (
    <>
      <Ramme>
        <div className="container">
          <Link className="navbar-brand" to={forsideSti}>
            {titel}
          </Link>
          {navigation}
        </div>
      </Ramme>
      <main className="container pb-5">{children}</main>
    </>
  );
}
