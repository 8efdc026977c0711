import type { ReactNode } from 'react';

interface BeskedProps {
  variant: 'danger' | 'warning' | 'info' | 'success';
  className?: string;
  /** 'status' for news that need not interrupt (a polite live region); an alert unless given. */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/**
 * Bootstrap's alert on a plain element, for the citizens' pages: react-bootstrap's Alert brings its
 * fade transition (react-transition-group and dom-helpers) to every page that shows one.
 */
export function Besked({ variant, className, role = 'alert', children }: BeskedProps) {
  return (
    <div role={role} className={`alert alert-${variant}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
