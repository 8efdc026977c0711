import { createBrowserHistory, type Transition } from 'history';

/**
 * The app's browser history, given to react-router (unstable_HistoryRouter) so a screen can hold a
 * move back while it has unsaved work (history's block) without react-router's data router, which
 * would add about 17 KB gzip to every citizen page for the one admin screen that needs it.
 */
export const historik = createBrowserHistory();

/** A held move: the page asks, then lets it through or stays. */
export interface Blokering {
  state: 'blocked' | 'unblocked';
  proceed(): void;
  reset(): void;
}

/**
 * Holds every move to another path while `hold` answers true at the moment of the move; `onHeld`
 * gets the move to let through (retry) later. A move within the same path, or one made when `hold`
 * says false, goes at once. Answers the function that stops holding. history also asks the
 * browser's own question on reload or leaving the site while something is held.
 */
export function holdFlytninger(hold: () => boolean, onHeld: (retry: () => void) => void): () => void {
  let slip = historik.block(blokerer);
  function blokerer(tx: Transition): void {
    if (tx.location.pathname === historik.location.pathname || !hold()) {
      laadIgennem(tx);
      return;
    }
    onHeld(() => laadIgennem(tx));
  }
  function laadIgennem(tx: Transition): void {
    slip();
    tx.retry();
    // The screen may stay (a move within its path): keep holding until it stops us.
    slip = historik.block(blokerer);
  }
  return () => slip();
}
