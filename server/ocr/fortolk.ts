import type { ScanResultat } from '../../contract/forudbetaling';
import { erGyldigtCvr } from '../../engine/formats/cvr';

// A label for the supplier's company number, then up to eight digits in pairs or one run (DK prefix allowed).
const CVR = /\b(?:CVR|SE)(?:[\s.-]*(?:nr|nummer|no))?[\s.:#-]*(?:DK[\s-]?)?(\d{2}[\s.]?\d{2}[\s.]?\d{2}[\s.]?\d{2})(?!\d)/gi;
const FAKTURANR = /\bFaktura[\s-]*(?:nr|nummer|no)\b\.?[\s:#.-]*([A-Z0-9](?:[A-Z0-9/-]*[A-Z0-9])?)/gi;
const REGNR = /\bReg(?:istrerings)?\.?[\s-]*(?:nr|nummer)\.?[\s:]*(\d{4})(?!\d)/i;
const KONTONR = /\bKonto(?:[\s-]*(?:nr|nummer))?\.?[\s:]*(\d{1,10})(?!\d)/i;
const IBAN = /\bDK\d{2}[\s]?(\d{4})[\s]?(\d{4})[\s]?(\d{4})[\s]?(\d{2})\b/i;
// FI line, e.g. +71< 000000067097535+85799665<  (kortart, betalingsidentitet, kreditornummer)
const FI = /\+\s*(01|04|15|71|73|75)\s*<\s*(\d{0,16})\s*\+\s*(\d{8})\s*</;

/** Reads the fields the wizard can prefill from an invoice's text. */
export function fortolkFaktura(tekst: string): ScanResultat {
  const resultat: ScanResultat = {};
  const cvr = findCvr(tekst);
  if (cvr) resultat.cvr = cvr;
  const fakturaNummer = findFakturanummer(tekst);
  if (fakturaNummer) resultat.fakturaNummer = fakturaNummer;
  const bank = findBankkonto(tekst);
  if (bank) resultat.bankOverfoersel = bank;
  const kort = findIndbetalingskort(tekst);
  if (kort) resultat.indbetalingskort = kort;
  return resultat;
}

/** The first labelled number that passes the modulus-11 check. */
export function findCvr(tekst: string): string | undefined {
  for (const match of tekst.matchAll(CVR)) {
    const cvr = (match[1] ?? '').replace(/[\s.]/g, '');
    if (erGyldigtCvr(cvr)) return cvr;
  }
  return undefined;
}

export function findFakturanummer(tekst: string): string | undefined {
  for (const match of tekst.matchAll(FAKTURANR)) {
    const nummer = match[1] ?? '';
    if (nummer.length >= 2 && nummer.length <= 20) return nummer;
  }
  return undefined;
}

export function findBankkonto(tekst: string): { regNr: string; kontoNummer: string } | undefined {
  const reg = REGNR.exec(tekst)?.[1];
  const konto = KONTONR.exec(tekst)?.[1];
  if (reg && konto) return { regNr: reg, kontoNummer: konto };
  const iban = IBAN.exec(tekst);
  if (iban) return { regNr: iban[1]!, kontoNummer: `${iban[2]}${iban[3]}${iban[4]}`.replace(/^0+(?=\d)/, '') };
  return undefined;
}

export function findIndbetalingskort(tekst: string): { kortArt: string; betalingsId: string; kreditorNummer: string } | undefined {
  const match = FI.exec(tekst);
  if (!match) return undefined;
  return { kortArt: match[1]!, betalingsId: match[2] ?? '', kreditorNummer: match[3]! };
}
