type Json = unknown;
type SchemaObject = Record<string, Json>;

const isObject = (value: Json): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Inlines every `$ref` to another schema (`felter#/definitions/pris`), keeping the keywords
 * written beside the `$ref`, which win (error messages are merged keyword by keyword, see flet). So a form or body schema takes a shared rule from
 * felter and states its own Danish errorMessage, and the result is one self-contained schema
 * that both ajv and rjsf (which cannot follow refs between files) read the same way.
 */
export function bundleSchema(schema: SchemaObject, registry: ReadonlyMap<string, SchemaObject>): SchemaObject {
  return inline(schema, registry, []) as SchemaObject;
}

function inline(node: Json, registry: ReadonlyMap<string, SchemaObject>, trail: string[]): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, registry, trail));
  if (!isObject(node)) return node;
  const ref = node['$ref'];
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    if (trail.includes(ref)) throw new Error(`Cirkulær $ref: ${[...trail, ref].join(' → ')}`);
    const { $ref: _ref, ...siblings } = node;
    const target = inline(resolve(ref, registry), registry, [...trail, ref]) as SchemaObject;
    const { $id: _id, $schema: _schema, ...rest } = target;
    const egne = inline(siblings, registry, trail) as SchemaObject;
    const errorMessage = flet(rest['errorMessage'], egne['errorMessage']);
    return { ...rest, ...egne, ...(errorMessage === undefined ? {} : { errorMessage }) };
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inline(value, registry, trail)]));
}

/**
 * The messages of a shared rule and of the schema using it: the user's own win keyword by keyword,
 * and their catch-all message (a string) covers what the rule does not name itself. So a rule added
 * in felter with its message reaches every form and body that uses the field.
 */
function flet(regel: Json, egen: Json): Json {
  if (egen === undefined || regel === undefined || (typeof regel === 'string' && typeof egen === 'string')) return egen ?? regel;
  const somObjekt = (m: Json) => (typeof m === 'string' ? { _: m } : isObject(m) ? m : {});
  return { ...somObjekt(regel), ...somObjekt(egen) };
}

function resolve(ref: string, registry: ReadonlyMap<string, SchemaObject>): SchemaObject {
  const [id = '', pointer = ''] = ref.split('#');
  let target: Json = registry.get(id);
  if (target === undefined) throw new Error(`Ukendt schema i $ref: ${ref}`);
  for (const segment of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
    if (target === undefined) throw new Error(`$ref peger på intet: ${ref}`);
  }
  if (!isObject(target)) throw new Error(`$ref peger ikke på et schema: ${ref}`);
  return target;
}

/** Bundles every schema of a set against the others, keyed by $id. */
export function bundleAll(schemas: readonly SchemaObject[]): SchemaObject[] {
  const registry = new Map(schemas.map((s) => [String(s['$id']), s]));
  return schemas.map((s) => bundleSchema(s, registry));
}
