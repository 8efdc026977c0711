import { t, type TekstNoegle } from '@engine/tekster';
import { egenskab } from '@engine/vaerdi-titel';
import schema from 'virtual:schema/forudbetaling-faktura';
import type { ScanFelt } from './udfyld-fra-scan';

// The invoice step's schema as the form renders it: a field's title and default come from here, not from code.

/** Where each field a scan may fill sits in the invoice step's schema. */
const STI: Record<ScanFelt, readonly string[]> = {
  cvr: ['leverandoer', 'cvr'],
  fakturanummer: ['fakturanummer'],
  betalingsmetode: ['betalingsoplysninger', 'betalingsmetode'],
  registreringsnummer: ['betalingsoplysninger', 'registreringsnummer'],
  kontonummer: ['betalingsoplysninger', 'kontonummer'],
  kortart: ['betalingsoplysninger', 'kortart'],
  betalingsidentitet: ['betalingsoplysninger', 'betalingsidentitet'],
  kreditornummer: ['betalingsoplysninger', 'kreditornummer'],
};

/** The schema of a field of the invoice step, e.g. { title: 'Kortart', default: '71', … } for kortart; {} if it has none. */
export function fakturaFelt(felt: ScanFelt): { title?: unknown; default?: unknown } {
  const del = STI[felt].reduce<unknown>((s, navn) => egenskab(s, navn), egenskab(schema, 'fakturaoplysninger'));
  return typeof del === 'object' && del !== null ? del : {};
}

/** Fields whose schema title is a question, not a name: content/ui names them. */
const NAVN: Partial<Record<ScanFelt, TekstNoegle>> = { betalingsmetode: 'forudbetalingWeb.upload.felt.betalingsmetode' };

/**
 * A field's name inside a sentence: its schema title with a small first letter (an abbreviation such
 * as CVR keeps its capitals), e.g. 'leverandørens CVR-nummer', 'betalings-id'.
 */
export function fakturaFeltNavn(felt: ScanFelt): string {
  const noegle = NAVN[felt];
  if (noegle) return t(noegle);
  const { title } = fakturaFelt(felt);
  const titel = typeof title === 'string' && title ? title : felt;
  return /^\p{Lu}\p{Lu}/u.test(titel) ? titel : titel.charAt(0).toLocaleLowerCase('da') + titel.slice(1);
}
