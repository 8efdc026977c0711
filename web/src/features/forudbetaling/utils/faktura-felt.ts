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
