import type { OevrigOplysning } from '../contract/oevrige';
import { formatDato } from '../engine/format';
import { t } from '../engine/alle-tekster';
import { vaerdiTitel } from '../engine/vaerdi-titel';
import { schemaMedId } from './validation/validator';

interface FeltSchema {
  title?: string;
  format?: string;
}

/** The fields of a body that its schema names but the code does not know: an analyst added them, and they are kept as sent. */
export function oevrigeFelter(rest: Record<string, unknown>, schemaId: string): Record<string, unknown> | undefined {
  const felter = (schemaMedId(schemaId)['properties'] ?? {}) as Record<string, unknown>;
  const oevrige = Object.fromEntries(Object.entries(rest).filter(([felt]) => Object.hasOwn(felter, felt)));
  return Object.keys(oevrige).length > 0 ? oevrige : undefined;
}

/**
 * Fields an analyst added to a form (those its schema names), each with the title its schema gives it and its value as a
 * person reads it: the pages show them without a line of code per field.
 */
export function oevrigeOplysninger(oevrige: Record<string, unknown> | undefined, schemaId: string): OevrigOplysning[] {
  const egenskaber = (schemaMedId(schemaId)['properties'] ?? {}) as Record<string, FeltSchema>;
  // Only this form's fields: a record may also hold another form's (the secretariat's correction
  // keeps its added fields beside the employee's), which are not for this page.
  return Object.entries(oevrige ?? {})
    .filter(([felt]) => Object.hasOwn(egenskaber, felt))
    .map(([felt, vaerdi]) => {
      const schema = egenskaber[felt]!;
      return { felt, titel: schema.title ?? felt, vaerdi: somTekst(vaerdi, schema) };
    });
}

function somTekst(vaerdi: unknown, schema: FeltSchema): string {
  const valgt = vaerdiTitel(schema, vaerdi);
  if (valgt) return valgt;
  if (typeof vaerdi === 'boolean') return vaerdi ? t('web.ja') : t('web.nej');
  if (typeof vaerdi === 'string' && schema.format === 'dato') return formatDato(vaerdi);
  if (Array.isArray(vaerdi)) return vaerdi.map((v) => somTekst(v, {})).join(', ');
  return typeof vaerdi === 'object' && vaerdi !== null ? JSON.stringify(vaerdi) : String(vaerdi);
}
