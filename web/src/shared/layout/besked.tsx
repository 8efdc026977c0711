import type { ReactNode } from 'react';

interface BeskedProps {
  variant: 'danger' | 'warning' | 'info' | 'success';
  className?: string;
  /** 'status' for news that need not interrupt (a polite live region); an alert unless given. */
  role?: 'alert' | 'status';
  /** Shows a close button with this label, calling onLuk. */
  luk?: { label: string; onLuk: () => void };
  children: ReactNode;
}

/**
 * Bootstrap's alert on a plain element, for the citizens' pages: react-bootstrap's Alert brings its
 * fade transition (react-transition-group and dom-helpers) to every page that shows one.
 */
export function Besked({ variant, className, role = 'alert', luk, children }: BeskedProps) {
  return (
    <div role={role} className={`alert alert-${variant}${luk ? ' alert-dismissible' : ''}${className ? ` ${className}` : ''}`}>
      {children}
      {luk && <button type="button" className="btn-close" aria-label={luk.label} onClick={luk.onLuk} />}
    </div>
  );
}
