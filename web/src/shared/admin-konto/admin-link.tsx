import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useKanAabne } from './admin-konto';

/** A link to an admin screen, shown only to the roles that may open it (engine/app-ruter.ts), so no one is led to a screen the server refuses them. */
export function AdminLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return useKanAabne(to) ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : null;
}
