import { useId, type ReactNode } from 'react';

interface SektionProps {
  titel: string;
  /** The part's number in a long form, shown before the title. */
  nr?: number;
  /** Shown at the right of the heading, e.g. a button. */
  handling?: ReactNode;
  /** Content that fills the card edge to edge (a table) instead of a padded body. */
  fuldBredde?: boolean;
  className?: string;
  children: ReactNode;
}

/** One part of a page or a long form: a card whose heading names the region for screen readers. */
export function Sektion({ titel, nr, handling, fuldBredde = false, className = 'mb-4', children }: SektionProps) {
  const id = useId();
  return (
    <section className={`card shadow-sm ${className}`} aria-labelledby={id}>
      <div className="card-header bg-body-tertiary d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 id={id} className="h5 mb-0 d-flex align-items-center gap-2">
          {nr !== undefined && (
            <>
              <span className="badge rounded-pill bg-primary">{nr}</span>{' '}
            </>
          )}
          {titel}
        </h2>
        {handling}
      </div>
      {fuldBredde ? children : <div className="card-body">{children}</div>}
    </section>
  );
}
