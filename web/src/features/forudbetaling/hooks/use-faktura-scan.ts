import { useCallback, useRef, useState } from 'react';
import { t } from '@engine/tekster';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { scanFaktura } from '../api/scan-faktura';
import { fakturaFeltNavn } from '../utils/faktura-felt';
import { udfyldFraScan, type ScanFelt, type ScanUdfyldt } from '../utils/udfyld-fra-scan';

/** The part of the wizard's actor the scan needs: the current draft, and a way to replace it. */
interface KladdeActor {
  getSnapshot: () => { context: { kladde: Kladde } };
  send: (haendelse: { type: 'OPDATER'; kladde: Kladde }) => void;
}

/** 'Udfyldt fra fakturaen: leverandørens CVR-nummer, fakturanummer' (the schema's titles), or nothing when the scan filled nothing. */
export function udfyldtNote(felter: readonly ScanFelt[]): string | undefined {
  if (felter.length === 0) return undefined;
  return t('forudbetalingWeb.upload.udfyldt', { felter: felter.map(fakturaFeltNavn).join(', ') });
}

/**
 * Scans each newly chosen invoice and fills the fields the person has not touched (SPEC §4.1);
 * `scannes` while a scan is under way, `udfyldt` the note naming the fields it filled, so they can
 * be checked. A failed scan is ignored (SPEC §8): the fields stay for the user.
 */
export function useFakturaScan(actor: KladdeActor) {
  const [scannes, setScannes] = useState(false);
  const [udfyldt, setUdfyldt] = useState<string>();
  // What the scans have filled: still the scan's (not the person's) while the field holds it.
  const fraScan = useRef<ScanUdfyldt>({});
  const fakturaValgt = useCallback(
    (url: string) => {
      setScannes(true);
      setUdfyldt(undefined);
      scanFaktura(url)
        .then(
          (scan) => {
            const nu = actor.getSnapshot().context.kladde;
            // Another file may have been chosen, or this one removed, while it was read.
            if (nu.fakturaoplysninger?.dokument?.url !== url) return;
            const svar = udfyldFraScan(nu, scan, fraScan.current);
            fraScan.current = { ...fraScan.current, ...svar.udfyldt };
            setUdfyldt(udfyldtNote(Object.keys(svar.udfyldt) as ScanFelt[]));
            if (svar.kladde !== nu) actor.send({ type: 'OPDATER', kladde: svar.kladde });
          },
          () => undefined,
        )
        .finally(() => setScannes(false));
    },
    [actor],
  );
  return { fakturaValgt, scannes, udfyldt };
}
