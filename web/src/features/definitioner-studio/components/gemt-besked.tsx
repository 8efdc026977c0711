import { useEffect, useRef } from 'react';
import { Besked } from '../../../shared/layout/besked';

/**
 * The news that a change is saved: a polite live region that is on the page before the news comes,
 * so a screen reader reads it when it does. A save draws the editor anew (its form remounts, or the
 * page waits for the draft read again), and the button that had the focus is gone with it: the focus
 * would be left on the page's body, where the next Tab starts from the top. So the news takes the focus
 * then, and Tab goes on from there; a control that kept or got the focus on purpose keeps it.
 */
export function GemtBesked({ besked }: { besked: string | undefined }) {
  const omraade = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (besked === undefined) return;
    const fokus = document.activeElement;
    if (fokus === null || fokus === document.body) omraade.current?.focus();
  }, [besked]);
  return (
    <div ref={omraade} tabIndex={-1} aria-live="polite">
      {besked !== undefined && (
        <Besked variant="success" role="status">
          {besked}
        </Besked>
      )}
    </div>
  );
}
