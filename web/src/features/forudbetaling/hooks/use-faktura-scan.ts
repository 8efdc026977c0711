import { useCallback, useState } from 'react';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { scanFaktura } from '../api/scan-faktura';
import { udfyldFraScan } from '../utils/udfyld-fra-scan';

/** The part of the wizard's actor the scan needs: the current draft, and a way to replace it. */
interface KladdeActor {
  getSnapshot: () => { context: { kladde: Kladde } };
  send: (haendelse: { type: 'OPDATER'; kladde: Kladde }) => void;
}

/**
 * Scans each newly chosen invoice and fills the draft with what was read (SPEC §4.1); `scannes`
 * while a scan is under way. A failed scan is ignored (SPEC §8): the fields stay for the user.
 */
export function useFakturaScan(actor: KladdeActor) {
  const [scannes, setScannes] = useState(false);
  const fakturaValgt = useCallback(
    (url: string) => {
      setScannes(true);
      scanFaktura(url)
        .then(
          (scan) => {
            const nu = actor.getSnapshot().context.kladde;
            // Another file may have been chosen, or this one removed, while it was read.
            if (nu.fakturaoplysninger?.dokument?.url === url) actor.send({ type: 'OPDATER', kladde: udfyldFraScan(nu, scan) });
          },
          () => undefined,
        )
        .finally(() => setScannes(false));
    },
    [actor],
  );
  return { fakturaValgt, scannes };
}
