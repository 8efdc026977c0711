/** rjsf's fields the build leaves out of its registry and a form's validator module brings when its schema needs them. */
export const KERNEFELTER = {
  ArrayField: '@rjsf/core/lib/components/fields/ArrayField.js',
  MultiSchemaField: '@rjsf/core/lib/components/fields/MultiSchemaField.js',
} as const;

export type Kernefelt = keyof typeof KERNEFELTER;

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A choice of constants, which rjsf renders as a select or radios (its isSelect), not with MultiSchemaField. */
const erKonstant = (v: unknown) => erObjekt(v) && ('const' in v || (Array.isArray(v['enum']) && v['enum'].length === 1));

/**
 * Which of those fields a schema, laid out by its layouts (schemas/<navn>.ui.json), renders: a list
 * (ArrayField) and a oneOf or anyOf that is not a choice of constants (MultiSchemaField), except
 * where a layout gives the part to one of the portal's own fields (`"ui:field"`). With no layout,
 * the schema alone decides. It may name one too many, never too few for the given layouts; a form
 * laid out otherwise in code still gets a missing field, loaded when it is first rendered.
 */
export function kernefelterBehov(schema: Json, layouts: readonly unknown[]): Kernefelt[] {
  const behov = new Set<Kernefelt>();
  const besoeg = (node: unknown, ui: unknown, set: Set<unknown>) => {
    if (!erObjekt(node) || set.has(node)) return;
    set.add(node);
    if (erObjekt(ui) && ui['ui:field'] !== undefined) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const maal = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (del, noegle) => (erObjekt(del) ? del[decodeURIComponent(noegle).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
          schema,
        );
      besoeg(maal, ui, set);
    }
    if ([node['type']].flat().includes('array') || 'items' in node) behov.add('ArrayField');
    for (const noegle of ['oneOf', 'anyOf']) {
      const valg = node[noegle];
      if (Array.isArray(valg) && !valg.every(erKonstant)) behov.add('MultiSchemaField');
    }
    const under = (noegle: string) => (erObjekt(ui) ? ui[noegle] : undefined);
    for (const [navn, del] of Object.entries(erObjekt(node['properties']) ? node['properties'] : {})) besoeg(del, under(navn), set);
    for (const del of [node['items']].flat()) besoeg(del, under('items'), set);
    besoeg(node['additionalItems'], under('additionalItems'), set);
    besoeg(node['additionalProperties'], under('additionalProperties'), set);
    for (const noegle of ['allOf', 'oneOf', 'anyOf']) for (const del of [node[noegle] ?? []].flat()) besoeg(del, ui, set);
    for (const noegle of ['if', 'then', 'else']) besoeg(node[noegle], ui, set);
    for (const del of Object.values(erObjekt(node['dependencies']) ? node['dependencies'] : {})) besoeg(del, ui, set);
  };
  for (const ui of layouts.length > 0 ? layouts : [undefined]) besoeg(schema, ui, new Set());
  return [...behov].sort();
}
