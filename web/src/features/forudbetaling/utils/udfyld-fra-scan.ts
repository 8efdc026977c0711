import type { Kladde } from '@workflows/forudbetaling-wizard';
import type { ScanResultat } from '../api/scan-faktura';

/**
 * The draft with what the scan read on the invoice (SPEC §4.1): invoice number, supplier CVR (its
 * name is then looked up anew) and payment details, choosing the method found; what the scan did
 * not find is left as the user entered it.
 */
export function udfyldFraScan(kladde: Kladde, scan: ScanResultat): Kladde {
  const faktura = kladde.fakturaoplysninger ?? {};
  let betaling = { ...faktura.betalingsoplysninger };
  if (scan.bankOverfoersel) {
    const { regNr, kontoNummer } = scan.bankOverfoersel;
    betaling = { ...betaling, betalingsmetode: 'bankoverfoersel', registreringsnummer: regNr, kontonummer: kontoNummer };
  }
  // An FI line names the payment exactly, so it wins over an account number also on the invoice.
  if (scan.indbetalingskort) {
    const { kortArt, betalingsId, kreditorNummer } = scan.indbetalingskort;
    betaling = {
      ...betaling,
      betalingsmetode: 'indbetalingskort',
      kortart: kortArt,
      betalingsidentitet: betalingsId,
      kreditornummer: kreditorNummer,
    };
  }
  const leverandoer = scan.cvr && scan.cvr !== faktura.leverandoer?.cvr ? { cvr: scan.cvr } : faktura.leverandoer;
  return {
    ...kladde,
    fakturaoplysninger: {
      ...faktura,
      ...(scan.fakturaNummer ? { fakturanummer: scan.fakturaNummer } : {}),
      ...(leverandoer ? { leverandoer } : {}),
      betalingsoplysninger: betaling,
    },
  };
}
