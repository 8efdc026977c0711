import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a navbar's content fits on one line at the bar's width: it is tried expanded, and folded
 * behind the menu button when it runs past the bar's edge, so the bar never wraps onto a second line
 * (issue 36) whatever entries the roles give. The width it needed is kept, so widening the window
 * expands it again; other content (the account has loaded, another role's entries) is tried anew.
 * Measured before paint, so the bar is never seen wrapped.
 */
export function useEnLinje(bar: RefObject<HTMLElement | null>): boolean {
  const [udfoldet, setUdfoldet] = useState(true);
  const maalt = useRef({ indhold: '', bredde: 0 });

  useLayoutEffect(() => {
    const indhold = bar.current?.firstElementChild;
    if (!(indhold instanceof HTMLElement)) return;
    const tjek = () => {
      if (udfoldet) {
        maalt.current = { indhold: indhold.textContent ?? '', bredde: indhold.scrollWidth };
        if (indhold.scrollWidth > indhold.clientWidth) setUdfoldet(false);
      } else if (indhold.textContent !== maalt.current.indhold || indhold.clientWidth >= maalt.current.bredde) {
        setUdfoldet(true);
      }
    };
    tjek();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(tjek);
    observer.observe(indhold);
    return () => observer.disconnect();
  });

  return udfoldet;
}
