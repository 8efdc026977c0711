import type { RJSFSchema } from '@rjsf/utils';
import { egenskab, vaerdiTitel } from '@engine/vaerdi-titel';
import schema from 'virtual:schema/arbejdsmangel-opret';

// The employer form's schema as the form renders it: titles and choices come from here, not from code.

/** A field's title in the form, e.g. 'Omfang af virksomhed' for omfang; the name itself when it has none. */
export function feltTitel(felt: string, kilde: RJSFSchema = schema): string {
  const egenskab = kilde.properties?.[felt];
  return (typeof egenskab === 'object' && egenskab.title) || felt;
}

/** The title of a chosen value of a field, e.g. 'Hele virksomheden' for HeleVirksomheden; otherwise the value as text. */
export function valgTitel(felt: string, vaerdi: unknown, kilde: RJSFSchema = schema): string {
  const titel = vaerdiTitel(egenskab(kilde, felt), vaerdi);
  if (titel) return titel;
  return vaerdi === undefined || vaerdi === null ? '' : String(vaerdi);
}

/** The schema of an object field, e.g. the representative's, for its own titles. */
export function delSchema(felt: string): RJSFSchema {
  const egenskab = schema.properties?.[felt];
  return typeof egenskab === 'object' ? egenskab : {};
}
