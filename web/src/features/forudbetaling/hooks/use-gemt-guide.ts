import { useEffect, useState } from 'react';
import type { WizardKontekst } from '../../../../../workflows/forudbetaling-wizard';
import { GUIDE_NOEGLE, tilGemt } from '../utils/gemt-guide';

/**
 * Keeps the wizard in this tab's session storage at every change (utils/gemt-guide.ts), so a reload
 * finds it. Answers the name of an invoice a reload dropped, until a file is attached again.
 */
export function useGemtGuide(bruger: string | undefined, tilstand: string, kontekst: WizardKontekst, fjernetVedStart?: string) {
  const [fjernetFil, setFjernetFil] = useState(fjernetVedStart);
  if (fjernetFil && kontekst.kladde.fakturaoplysninger?.dokument?.filnavn) setFjernetFil(undefined);

  useEffect(() => {
    if (!bruger) return;
    try {
      sessionStorage.setItem(GUIDE_NOEGLE, JSON.stringify(tilGemt(bruger, tilstand, kontekst, fjernetFil)));
    } catch {
      // Storage full or turned off: the wizard works on, only a reload loses it.
    }
  }, [bruger, tilstand, kontekst, fjernetFil]);

  return fjernetFil;
}
