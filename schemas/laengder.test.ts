import { describe, expect, it } from 'vitest';
import { bundleAll } from '../engine/bundle';
import { ruter } from '../server/ruter';
import { schemasI } from '../server/validation/validator';

type Schema = Record<string, unknown>;
const erObjekt = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every schema object in a schema, with its JSON Pointer: properties, items, definitions, then, … alike. */
function alleSkemaer(node: unknown, sti = ''): { sti: string; schema: Schema }[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => alleSkemaer(v, `${sti}/${i}`));
  if (!erObjekt(node)) return [];
  const under = Object.entries(node).flatMap(([k, v]) =>
    // Messages, examples and values are data about the schema, not schemas; an `if` only tests the
    // value, which the schemas beside it bound.
    ['errorMessage', 'examples', 'default', 'enum', 'const', 'if'].includes(k) ? [] : alleSkemaer(v, `${sti}/${k}`),
  );
  return [{ sti, schema: node }, ...under];
}

/**
 * Bounded without a length: a string that is one of a few fixed values (enum, const, a oneOf or
 * anyOf of consts); a date, whose format admits only its own few characters and reads a long
 * string no further than a short one (moenstre.test.ts times each format); and a readOnly field,
 * which the server drops unread (server/validation/laesefelter.ts) and no pattern checks.
 */
function erBegraenset(schema: Schema): boolean {
  if (['maxLength', 'maxTegn', 'enum', 'const'].some((k) => k in schema)) return true;
  const valg = schema['oneOf'] ?? schema['anyOf'];
  if (Array.isArray(valg) && valg.every((v) => erObjekt(v) && ('const' in v || 'enum' in v))) return true;
  if (['dato', 'date', 'date-time'].includes(schema['format'] as string)) return !('pattern' in schema);
  return schema['readOnly'] === true && !('pattern' in schema);
}

const tillader = (schema: Schema, type: string) =>
  schema['type'] === type || (Array.isArray(schema['type']) && schema['type'].includes(type));

// What the portal only sends (answers and webhook events) takes no input, so it needs no bound.
const indgange = new Set<unknown>(Object.values(ruter).flatMap((r) => [r.body, r.query]));
const kunUd = new Set<unknown>([
  ...Object.values(ruter).flatMap((r) => (r.svar && !indgange.has(r.svar) ? [r.svar] : [])),
  'webhook-haendelse',
]);
const schemas = bundleAll(schemasI() as Schema[]).filter((s) => !kunUd.has(s['$id']));

// Issue 33: a phone number of 80,000 digits reached its pattern. A length on every string bounds
// what any pattern, format or later code is given (engine/moenster.ts checks it before the pattern).
describe('lengths in schemas/', () => {
  it('gives every string a maxLength (or maxTegn), unless its values are bounded otherwise', () => {
    const uden = schemas.flatMap((s) =>
      alleSkemaer(s)
        .filter(({ schema }) => tillader(schema, 'string') && !erBegraenset(schema))
        .map(({ sti }) => `${String(s['$id'])}#${sti}`),
    );
    expect(uden).toEqual([]);
  });

  it('has no patternProperties or propertyNames, whose keys no maxLength bounds', () => {
    const noegler = schemas.flatMap((s) =>
      alleSkemaer(s)
        .filter(({ schema }) => 'patternProperties' in schema || 'propertyNames' in schema)
        .map(({ sti }) => `${String(s['$id'])}#${sti}`),
    );
    expect(noegler).toEqual([]);
  });
});
