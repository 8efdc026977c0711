import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '@engine/tekster';
import { portalNavn } from './tema';

// The path shown last, across areas (each area mounts its own layout): the first page is not a change.
let sidsteSti: string | undefined;

/**
 * After a route change the focus goes to the page's main heading, which a screen reader then
 * reads out, as it would on a page load; and the tab's title always names the page ('{h1} – name').
 * The heading may come after the page's data, so the main region is watched until it is there.
 */
export function useSideSkift(hovedId: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const hoved = document.getElementById(hovedId);
    if (!hoved) return;
    const flyt = sidsteSti !== undefined && sidsteSti !== pathname;
    sidsteSti = pathname;
    let flyttet = !flyt;
    const opdater = () => {
      const overskrift = hoved.querySelector('h1');
      if (!overskrift) return;
      const titel = t('layout.sidetitel', { side: (overskrift.textContent ?? '').trim(), navn: portalNavn });
      if (document.title !== titel) document.title = titel;
      // Someone already working in the new page (a field the page focused itself) keeps the focus.
      const fokus = document.activeElement;
      if (!flyttet && !(fokus && fokus !== document.body && hoved.contains(fokus))) {
        overskrift.tabIndex = -1;
        overskrift.focus();
      }
      flyttet = true;
    };
    const observer = new MutationObserver(opdater);
    observer.observe(hoved, { childList: true, subtree: true, characterData: true });
    opdater();
    return () => observer.disconnect();
  }, [hovedId, pathname]);
}
