/**
 * The Danish title a schema gives one of a field's values, from its `oneOf` choices
 * (`{ "const": "HeleVirksomheden", "title": "Hele virksomheden" }`): the titles the forms show for the
 * choices, so a page showing a stored value names it as the form did. Undefined when the schema names
 * no title for the value (the caller decides what to show then).
 *
 * @example vaerdiTitel(schemaMedId('arbejdsmangel-opret').properties.omfang, 'HeleVirksomheden') // 'Hele virksomheden'
 */
export function vaerdiTitel(schema: unknown, vaerdi: unknown): string | undefined {
  const valg = erObjekt(schema) ? schema['oneOf'] : undefined;
  if (!Array.isArray(valg)) return undefined;
  const fundet: unknown = valg.find((v) => erObjekt(v) && Object.hasOwn(v, 'const') && v['const'] === vaerdi);
  return erObjekt(fundet) && typeof fundet['title'] === 'string' ? fundet['title'] : undefined;
}

/** The schema of a property of an object schema, for vaerdiTitel. */
export function egenskab(schema: unknown, felt: string): unknown {
  const egenskaber = erObjekt(schema) ? schema['properties'] : undefined;
  return erObjekt(egenskaber) && Object.hasOwn(egenskaber, felt) ? egenskaber[felt] : undefined;
}

function erObjekt(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
