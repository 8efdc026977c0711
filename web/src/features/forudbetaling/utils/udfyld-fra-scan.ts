import type { Betalingsoplysninger, Kladde } from '@workflows/forudbetaling-wizard';
import type { ScanResultat } from '../api/scan-faktura';
import { fakturaFelt } from './faktura-felt';

/** A field a scan may fill, in the order the note names them. */
export type ScanFelt = 'cvr' | 'fakturanummer' | keyof Betalingsoplysninger;

/** What a scan filled, by field: a later scan may change these again, as they are not the person's. */
export type ScanUdfyldt = Partial<Record<ScanFelt, string>>;

const REKKEFOELGE: readonly ScanFelt[] = [
  'cvr',
  'fakturanummer',
  'betalingsmetode',
  'registreringsnummer',
  'kontonummer',
  'kortart',
  'betalingsidentitet',
  'kreditornummer',
];

/**
 * The draft with what the scan read on the invoice (SPEC §4.1), in the fields the person has not
 * touched only: a field is theirs once it holds a value no scan put there, so an invoice number
 * typed before the upload stays. The card type's default (the schema's) is no one's choice. A card's
 * three fields are filled together or not at all, as a card type with another card's id is a wrong
 * payment; an account's fields are filled where empty. Payment details of the found method are filled when the method is untouched
 * (the scan chooses it) or already that one; an FI line names the payment exactly, so it wins over
 * an account number also on the invoice. A new CVR drops the old name (it is looked up anew).
 * Returns the draft and the fields filled, for the note that asks the person to check them.
 */
export function udfyldFraScan(kladde: Kladde, scan: ScanResultat, tidligere: ScanUdfyldt = {}): { kladde: Kladde; udfyldt: ScanUdfyldt } {
  const faktura = kladde.fakturaoplysninger ?? {};
  const betaling: Betalingsoplysninger = { ...faktura.betalingsoplysninger };
  const udfyldt: ScanUdfyldt = {};
  const valgtMetode = betaling.betalingsmetode;
  const roert = (felt: ScanFelt, vaerdi: string | undefined) => Boolean(vaerdi) && vaerdi !== tidligere[felt];
  // The card type the form starts with (the schema's default) is no one's choice: a scanned card may replace it.
  const betalingRoert = (felt: keyof Betalingsoplysninger) =>
    felt === 'kortart' && betaling.kortart === fakturaFelt('kortart').default ? false : roert(felt, betaling[felt]);

  const metode = scan.indbetalingskort ? 'indbetalingskort' : scan.bankOverfoersel ? 'bankoverfoersel' : undefined;
  const fund: Partial<Betalingsoplysninger> = scan.indbetalingskort
    ? {
        kortart: scan.indbetalingskort.kortArt,
        betalingsidentitet: scan.indbetalingskort.betalingsId,
        kreditornummer: scan.indbetalingskort.kreditorNummer,
      }
    : scan.bankOverfoersel
      ? { registreringsnummer: scan.bankOverfoersel.regNr, kontonummer: scan.bankOverfoersel.kontoNummer }
      : {};
  if (metode && (!roert('betalingsmetode', valgtMetode) || valgtMetode === metode)) {
    const felter = Object.entries(fund) as [keyof Betalingsoplysninger & string, string][];
    const andetKort = metode === 'indbetalingskort' && felter.some(([felt, vaerdi]) => betalingRoert(felt) && betaling[felt] !== vaerdi);
    if (valgtMetode !== metode && !andetKort) betaling.betalingsmetode = udfyldt.betalingsmetode = metode;
    for (const [felt, vaerdi] of andetKort ? [] : felter) {
      if (!vaerdi || betalingRoert(felt) || betaling[felt] === vaerdi) continue;
      (betaling as Record<string, string>)[felt] = udfyldt[felt] = vaerdi;
    }
  }

  let { fakturanummer, leverandoer } = faktura;
  if (scan.fakturaNummer && !roert('fakturanummer', fakturanummer) && fakturanummer !== scan.fakturaNummer) {
    fakturanummer = udfyldt.fakturanummer = scan.fakturaNummer;
  }
  if (scan.cvr && !roert('cvr', leverandoer?.cvr) && leverandoer?.cvr !== scan.cvr) {
    leverandoer = { cvr: (udfyldt.cvr = scan.cvr) };
  }

  if (Object.keys(udfyldt).length === 0) return { kladde, udfyldt };
  return {
    kladde: {
      ...kladde,
      fakturaoplysninger: {
        ...faktura,
        ...(fakturanummer === undefined ? {} : { fakturanummer }),
        ...(leverandoer ? { leverandoer } : {}),
        betalingsoplysninger: betaling,
      },
    },
    udfyldt: Object.fromEntries(REKKEFOELGE.filter((felt) => felt in udfyldt).map((felt) => [felt, udfyldt[felt]])),
  };
}
