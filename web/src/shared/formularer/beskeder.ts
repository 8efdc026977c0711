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
 * each once: what a form can show, for an analyst to read through. Local `$ref`s are followed. A
 * field is named by its title wherever in the schema it is given (a branch of allOf repeats the
 * field without it), else by its parent's and its own name.
 */
export function schemaBeskeder(schema: Node): SchemaBesked[] {
  const titler = new Map<string, string>();
  const fundne = new Map<string, SchemaBesked>();
  const felt = (sti: string, foraelder: string, navn: string) => titler.get(sti) ?? `${foraelder} › ${navn}`;
  const besoeg = (
    node: unknown,
    sti: string,
    navn: string,
    refs: readonly string[],
    gem: (node: Node, sti: string, navn: string) => void,
  ) => {
    if (Array.isArray(node)) return node.forEach((n) => besoeg(n, sti, navn, refs, gem));
    if (!erObjekt(node)) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && ref.startsWith('#/') && !refs.includes(ref)) besoeg(opslag(schema, ref), sti, navn, [...refs, ref], gem);
    gem(node, sti, navn);
    const properties = erObjekt(node['properties']) ? node['properties'] : {};
    for (const [egen, under] of Object.entries(properties)) besoeg(under, `${sti}/${egen}`, felt(`${sti}/${egen}`, navn, egen), refs, gem);
    besoeg(node['items'], `${sti}/*`, navn, refs, gem);
    for (const noegle of SAMME_DATA) besoeg(node[noegle], sti, navn, refs, gem);
    if (erObjekt(node['dependencies'])) besoeg(Object.values(node['dependencies']), sti, navn, refs, gem);
  };
  const rod = typeof schema['title'] === 'string' ? schema['title'] : '';
  besoeg(schema, '', rod, [], (node, sti) => {
    if (typeof node['title'] === 'string' && !titler.has(sti)) titler.set(sti, node['title']);
  });
  besoeg(schema, '', rod, [], (node, sti, navn) => {
    for (const b of beskederVed(node, sti, navn, felt)) fundne.set(`${b.sti}\n${b.regel}\n${b.besked}`, b);
  });
  return [...fundne.values()];
}

/** The messages written on one node: a string for any rule, or one per keyword, per required or per property. */
function beskederVed(
  node: Node,
  sti: string,
  navn: string,
  felt: (sti: string, foraelder: string, navn: string) => string,
): SchemaBesked[] {
  const errorMessage = node['errorMessage'];
  if (typeof errorMessage === 'string') return [{ sti, felt: navn, regel: '', besked: errorMessage }];
  if (!erObjekt(errorMessage)) return [];
  const underfelt = (egen: string, regel: string, besked: unknown): SchemaBesked[] =>
    typeof besked === 'string' ? [{ sti: `${sti}/${egen}`, felt: felt(`${sti}/${egen}`, navn, egen), regel, besked }] : [];
  return Object.entries(errorMessage).flatMap(([regel, besked]): SchemaBesked[] => {
    if ((regel === 'required' || regel === 'properties') && erObjekt(besked)) {
      return Object.entries(besked).flatMap(([egen, b]) => underfelt(egen, regel === 'required' ? regel : '', b));
    }
    if (typeof besked !== 'string') return [];
    return [{ sti, felt: navn, regel: regel === '_' ? '' : regel, besked }];
  });
}

/** The node a local `#/a/b` pointer names. */
function opslag(schema: Node, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((del) => del.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, del) => (erObjekt(node) ? node[del] : undefined), schema);
}
