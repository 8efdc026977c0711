import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * While `aendret` says there is unsaved work: a move inside the app is held (the blocker's state is
 * 'blocked' until the page proceeds or resets it), and leaving the site or reloading gets the
 * browser's own question. `aendret` is asked at the moment of the move, so a save just made counts.
 */
export function useAdvarVedForlad(aendret: () => boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && aendret());
  const harAendringer = aendret();

  useEffect(() => {
    if (!harAendringer) return undefined;
    const advar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', advar);
    return () => window.removeEventListener('beforeunload', advar);
  }, [harAendringer]);

  return blocker;
}
