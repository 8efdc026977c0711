import type { ReactNode } from 'react';

interface SideHovedProps {
  titel: string;
  /** The space below, e.g. 'mb-2' when an intro follows. */
  className: string;
  /** Shown at the right of the heading, e.g. a link to another list. */
  children?: ReactNode;
}

/** A page's heading with its action beside it, wrapping below it on a narrow screen. */
export function SideHoved({ titel, className, children }: SideHovedProps) {
  return (
    <div className={`d-flex flex-wrap justify-content-between align-items-center gap-2 ${className}`}>
      <h1 className="mb-0">{titel}</h1>
      {children}
    </div>
  );
}
