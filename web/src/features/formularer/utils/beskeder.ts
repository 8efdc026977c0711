type Node = Record<string, unknown>;

const erObjekt = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One Danish message of a schema, where it applies. */
export interface SchemaBesked {
  /** The field's place in the form's data as a JSON Pointer ('' is the whole form, '*' any item of a list). */
  sti: string;
  /** The field's title in the schema (its property name when it has none). */
  felt: string;
  /** The rule (JSON Schema keyword) the message is for; '' when it is the field's message for any rule. */
  regel: string;
  besked: string;
}

// Sub-schemas that apply to the same data as their parent.
const SAMME_DATA = ['allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'not'];

/**
 * Every `errorMessage` of a (bundled) schema with the field it belongs to, in the schema's order and
 * each once: what a form can show, for an analyst to read through. Local `$ref`s are followed.
 */
export function schemaBeskeder(schema: Node): SchemaBesked[] {
  const fundne = new Map<string, SchemaBesked>();
  const tilfoej = (b: SchemaBesked) => fundne.set(`${b.sti}\n${b.regel}\n${b.besked}`, b);
  const besoeg = (node: unknown, sti: string, felt: string, refs: readonly string[]) => {
    if (Array.isArray(node)) return node.forEach((n) => besoeg(n, sti, felt, refs));
    if (!erObjekt(node)) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/') && !refs.includes(ref)) besoeg(opslag(schema, ref), sti, felt, [...refs, ref]);
    beskederVed(node, sti, felt).forEach(tilfoej);
    const properties = erObjekt(node['properties']) ? node['properties'] : {};
    for (const [navn, under] of Object.entries(properties)) besoeg(under, `${sti}/${navn}`, titel(under, navn), refs);
    besoeg(node['items'], `${sti}/*`, felt, refs);
    for (const noegle of SAMME_DATA) besoeg(node[noegle], sti, felt, refs);
    if (erObjekt(node['dependencies'])) besoeg(Object.values(node['dependencies']), sti, felt, refs);
  };
  besoeg(schema, '', titel(schema, ''), []);
  return [...fundne.values()];
}

/** The messages written on one node: a string for any rule, or one per keyword, per required or per property. */
function beskederVed(node: Node, sti: string, felt: string): SchemaBesked[] {
  const errorMessage = node['errorMessage'];
  if (typeof errorMessage === 'string') return [{ sti, felt, regel: '', besked: errorMessage }];
  if (!erObjekt(errorMessage)) return [];
  const properties = erObjekt(node['properties']) ? node['properties'] : {};
  const underfelt = (navn: string, regel: string, besked: unknown): SchemaBesked[] =>
    typeof besked === 'string' ? [{ sti: `${sti}/${navn}`, felt: titel(properties[navn], navn), regel, besked }] : [];
  return Object.entries(errorMessage).flatMap(([regel, besked]): SchemaBesked[] => {
    if ((regel === 'required' || regel === 'properties') && erObjekt(besked)) {
      return Object.entries(besked).flatMap(([navn, b]) => underfelt(navn, regel === 'required' ? regel : '', b));
    }
    if (typeof besked !== 'string') return [];
    return [{ sti, felt, regel: regel === '_' ? '' : regel, besked }];
  });
}

const titel = (node: unknown, navn: string): string => (erObjekt(node) && typeof node['title'] === 'string' ? node['title'] : navn);

/** The node a local `#/a/b` pointer names. */
function opslag(schema: Node, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((del) => del.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, del) => (erObjekt(node) ? node[del] : undefined), schema);
}
