import { bundleAll } from '../../engine/bundle';
import { ruter } from '../ruter';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

type Schema = Record<string, unknown>;
const erObjekt = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Every schema object in a schema, with its JSON Pointer: properties, items, definitions, then, … alike.
 * Messages, examples and values are data about the schema, not schemas; an `if` only tests the
 * value, which the schemas beside it bound.
 */
export function alleSkemaer(node: unknown, sti = ''): { sti: string; schema: Schema }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => alleSkemaer(v, `${sti}/${i}`));
  if (!erObjekt(node)) return [];
  const under = Object.entries(node).flatMap(([k, v]) =>
    ['errorMessage', 'examples', 'default', 'enum', 'const', 'if'].includes(k)
      ? []
      : alleSkemaer(v, `${sti}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`),
  );
  return [{ sti, schema: node }, ...under];
}

/**
 * Bounded without a length: a string that is one of a few fixed values (enum, const, a oneOf or
 * anyOf of consts); a date, whose format admits only its own few characters and reads a long
 * string no further than a short one (schemas/moenstre.test.ts times each format); and a readOnly
 * field, which the server drops unread (server/validation/laesefelter.ts) and no pattern checks.
 */
export function erBegraenset(schema: Schema): boolean {
  if (['maxLength', 'maxTegn', 'enum', 'const'].some((k) => k in schema)) return true;
  const valg = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(valg) && valg.every((v) => erObjekt(v) && ('const' in v || 'enum' in v))) return true;
  if (['dato', 'date', 'date-time'].includes(schema['format'] as string)) return !('pattern' in schema);
  return schema['readOnly'] === true && !('pattern' in schema);
}

export const tillader = (schema: Schema, type: string) =>
  schema['type'] === type || (Array.isArray(schema['type']) && schema['type'].includes(type));

const indgange = new Set<unknown>(Object.values(ruter).flatMap((r) => [r.body, r.query]));
/** The $ids of what the portal only sends (answers and webhook events): they take no input, so they need no bound. */
export const KUN_UD: ReadonlySet<unknown> = new Set<unknown>([
  ...Object.values(ruter).flatMap((r) => (r.svar && !indgange.has(r.svar) ? [r.svar] : [])),
  'webhook-haendelse',
]);

/**
 * Issue 33: a phone number of 80,000 digits reached its pattern. Every string a schema takes in
 * (any schema but those only sent, a new one too) has a length, which bounds what any pattern,
 * format or later code is given (engine/moenster.ts checks it before the pattern), and no object
 * takes keys by patternProperties or propertyNames, which no maxLength bounds. Checked on the set
 * as published, since definitions change at run time.
 */
export function tjekLaengder(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const schemas = [...filer].filter(([navn, s]) => navn.startsWith('schemas') && navn.endsWith('.schema.json') && erObjekt(s));
  let bundlet: Schema[];
  try {
    bundlet = bundleAll(schemas.map(([, s]) => s as Schema));
  } catch {
    // A $ref to nothing: the schemas' own check names it.
    return [];
  }
  return bundlet.flatMap((schema, i) => {
    if (KUN_UD.has(schema['$id'])) return [];
    const fil = schemas[i]![0];
    return alleSkemaer(schema).flatMap(({ sti, schema: s }): DefinitionsFejl[] => {
      const noegleord = ['patternProperties', 'propertyNames'].filter((k) => k in s);
      if (noegleord.length > 0)
        return [{ fil, sti, problem: b('noeglerUdenLaengde', { sti: sti || '/', noegleord: noegleord.join(', ') }) }];
      if (tillader(s, 'string') && !erBegraenset(s)) return [{ fil, sti, problem: b('tekstUdenLaengde', { sti }) }];
      return [];
    });
  });
}
