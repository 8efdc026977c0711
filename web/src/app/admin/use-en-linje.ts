import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether a navbar's content fits on one line at the bar's width: it is tried expanded, and folded
 * behind the menu button when it runs past the bar's edge, so the bar never wraps onto a second line
 * (issue 36) whatever entries the roles give. The width it needed is kept, so widening the window
 * expands it again; other content (`indhold`: the account has loaded, another role's entries) is
 * tried anew. Measured before paint, so the bar is never seen wrapped.
 */
export function useEnLinje(bar: RefObject<HTMLElement | null>, indhold: string): boolean {
  const [udfoldet, setUdfoldet] = useState(true);
  const maalt = useRef({ indhold, bredde: 0 });

  useLayoutEffect(() => {
    const linje = bar.current?.firstElementChild;
    if (!(linje instanceof HTMLElement)) return;
    const tjek = () => {
      if (udfoldet) {
        maalt.current = { indhold, bredde: linje.scrollWidth };
        if (linje.scrollWidth > linje.clientWidth) setUdfoldet(false);
      } else if (indhold !== maalt.current.indhold || linje.clientWidth >= maalt.current.bredde) {
        setUdfoldet(true);
      }
    };
    tjek();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(tjek);
    observer.observe(linje);
    return () => observer.disconnect();
  }, [bar, indhold, udfoldet]);

  return udfoldet;
}
