import { useEffect, useState } from 'react';

// Long enough for the page to finish what the dialog started (a handling sent, its buttons enabled again).
const FRIST_MS = 3_000;

// What last had the focus: a button the page disables while it fetches what its dialog shows (the
// approval's e-mail) has lost the focus to the body before the dialog opens.
let sidsteFokus: Element | null = null;
if (typeof document !== 'undefined') document.addEventListener('focusin', (e) => (sidsteFokus = e.target as Element | null));

function aabnerNu(): Element | null {
  const fokus = document.activeElement;
  if (fokus && fokus !== document.body) return fokus;
  return sidsteFokus?.isConnected ? sidsteFokus : null;
}

/**
 * When the dialog that calls this closes, the focus goes back to what had it when the dialog opened
 * (the button that opened it), as a screen reader expects. react-bootstrap tries that too, but only at
 * once: a page that disables its buttons while its dialog is open (the handling under way) gets the
 * focus on the page's body instead. So this waits until the opener can take the focus again, unless
 * the page has put the focus somewhere on purpose meanwhile (a message, a new page's heading), or the
 * opener is gone.
 */
export function useFokusTilbage(): void {
  // Read while the dialog renders for the first time, before it takes the focus itself.
  const [aabner] = useState(() => (typeof document === 'undefined' ? null : aabnerNu()));
  useEffect(() => {
    if (!(aabner instanceof HTMLElement) || aabner === document.body) return;
    return () => {
      const frist = Date.now() + FRIST_MS;
      const proev = () => {
        const fokus = document.activeElement;
        if (fokus === aabner || !aabner.isConnected) return;
        if (fokus && fokus !== document.body) return;
        aabner.focus();
        if (document.activeElement !== aabner && Date.now() < frist) setTimeout(proev, 50);
      };
      setTimeout(proev, 0);
    };
  }, [aabner]);
}
