import type { Anmodning } from '../forudbetaling/anmodninger';
import { schemaMedId } from '../validation/validator';

/** The parts of the correction that code handles; every other property of its schema is an analyst's field. */
const KENDTE = new Set(['anmodningId', 'version', 'faktura', 'deltagelser']);

/** The fields an analyst added to schemas/forudbetaling-admin-opdater.schema.json. */
export function tilfoejede(): string[] {
  const egenskaber = (schemaMedId('forudbetaling-admin-opdater')['properties'] ?? {}) as Record<string, unknown>;
  return Object.keys(egenskaber).filter((felt) => !KENDTE.has(felt));
}

/** Of a request's other fields, those the correction carries (for its history's before and after). */
export function iRettelsen(oevrige: Anmodning['oevrige'], felter = tilfoejede()): Record<string, unknown> {
  return Object.fromEntries(Object.entries(oevrige ?? {}).filter(([felt]) => felter.includes(felt)));
}

/**
 * A request's other fields after a correction: the correction's fields as it sent them (one left
 * out is emptied), any other (e.g. the employee's) kept. Undefined when none is left.
 */
export function medRettelse(oevrige: Anmodning['oevrige'], rettelse: Record<string, unknown>, felter = tilfoejede()): Anmodning['oevrige'] {
  const beholdt = Object.entries(oevrige ?? {}).filter(([felt]) => !felter.includes(felt));
  const sendt = felter.filter((felt) => rettelse[felt] !== undefined).map((felt) => [felt, rettelse[felt]] as const);
  const alle = [...beholdt, ...sendt];
  return alle.length > 0 ? Object.fromEntries(alle) : undefined;
}
