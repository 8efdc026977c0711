import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Link } from 'react-router-dom';

interface LayoutProps {
  /** Shown as the navbar's brand, linking to forsideSti. */
  titel: string;
  forsideSti: string;
  /** Extra navbar content, e.g. menu links and a log-out button. */
  navigation?: ReactNode;
  children: ReactNode;
}

/** The page frame of every area: a Bootstrap navbar with the portal name, then the page in a container. */
export function Layout({ titel, forsideSti, navigation, children }: LayoutProps) {
  return (
    <>
      <Navbar expand="md" bg="primary" data-bs-theme="dark" className="mb-4">
        <Container>
          <Navbar.Brand as={Link} to={forsideSti}>
            {titel}
          </Navbar.Brand>
          {navigation}
        </Container>
      </Navbar>
      <Container as="main" className="pb-5">
        {children}
      </Container>
    </>
  );
}
