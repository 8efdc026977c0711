import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { bundleAll } from '../engine/bundle';
import { REPO_ROD } from '../server/config';

/**
 * npm run generate:types (run by `prepare` and before `typecheck`): one TypeScript type per
 * schemas/*.schema.json, in contract/generated/<$id>.ts, so a field added to a schema reaches
 * server and web with no hand edit, and contract/generated/index.ts, each type by its schema's $id
 * (what server/rute.ts gives a route's handler for the schema its table entry names). The folder is
 * made, never committed.
 */

type Schema = Record<string, unknown>;

/** 'forudbetaling-opret' → 'ForudbetalingOpret'. */
function typeNavn(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, _bindestreg: string, bogstav: string) => bogstav.toUpperCase());
}

// Keywords a TypeScript type cannot say (conditions, negations, messages) or that would name a type per field (titles).
const UTELADT = new Set(['title', 'errorMessage', '$comment', 'if', 'then', 'else', 'not']);
const KOMBINATORER = ['allOf', 'anyOf', 'oneOf'];
// What makes a member of allOf/anyOf/oneOf a type and not only a rule (required, not) on the fields beside it.
const TYPEORD = ['type', 'properties', 'items', 'const', 'enum', ...KOMBINATORER];

/** The schema as a type sees it: rules a type cannot state left out, everything else as written. */
function somType(node: unknown, rod = true): unknown {
  if (Array.isArray(node)) return node.map((n) => somType(n, false));
  if (typeof node !== 'object' || node === null) return node;
  const ud: Schema = {};
  for (const [noegle, vaerdi] of Object.entries(node as Schema)) {
    if (UTELADT.has(noegle) || (!rod && (noegle === '$id' || noegle === '$schema'))) continue;
    if (noegle === 'properties' || noegle === 'definitions') {
      // Maps of names: their keys are not keywords.
      ud[noegle] = Object.fromEntries(Object.entries(vaerdi as Schema).map(([k, v]) => [k, somType(v, false)]));
    } else if (KOMBINATORER.includes(noegle)) {
      const typer = (somType(vaerdi, false) as Schema[]).filter((m) => TYPEORD.some((ord) => Object.hasOwn(m, ord)));
      if (typer.length > 0) ud[noegle] = typer;
    } else ud[noegle] = somType(vaerdi, false);
  }
  // A choice of constants is its own type: 'type: string' beside it would only add '& string'.
  const valg = (ud['oneOf'] ?? ud['anyOf']) as Schema[] | undefined;
  if (valg?.every((m) => Object.hasOwn(m, 'const'))) delete ud['type'];
  return ud;
}

/** Writes one type file per schema of schemaDir into ud, emptied first so a removed schema leaves no type behind. */
export async function generer(schemaDir: string, ud: string): Promise<number> {
  const filer = readdirSync(schemaDir)
    .filter((navn) => navn.endsWith('.schema.json'))
    .sort();
  const schemas = filer.map((navn) => JSON.parse(readFileSync(join(schemaDir, navn), 'utf8')) as Schema);

  rmSync(ud, { recursive: true, force: true });
  mkdirSync(ud, { recursive: true });
  const typer: [id: string, navn: string][] = [];
  // Bundled as the server validates them: $refs between files inlined, so each type stands alone.
  for (const schema of bundleAll(schemas)) {
    const id = String(schema['$id']);
    if (id === INDEKS) throw new Error(`A schema's $id cannot be "${INDEKS}": contract/generated/${INDEKS}.ts is the map of all types`);
    const kode = await compile(somType(schema) as JSONSchema, typeNavn(id), {
      bannerComment: `/* Generated from schemas/${id}.schema.json by scripts/generate-types.ts: edit the schema, not this file. */`,
      // A schema that says nothing of extra fields lets none through the type either.
      additionalProperties: false,
      declareExternallyReferenced: true,
      // felter and arbejdsmangel-felter are only definitions: each becomes a type of its own (Omfang, Repraesentant, ...).
      unreachableDefinitions: true,
      strictIndexSignatures: true,
      unknownAny: true,
      // Arrays as arrays: minItems/maxItems would spell out every tuple length.
      ignoreMinAndMaxItems: true,
      format: true,
      style: { printWidth: 140, singleQuote: true },
    });
    const navn = typeNavn(id);
    if (!new RegExp(`^export (interface|type) ${navn}\\b`, 'm').test(kode)) throw new Error(`No type ${navn} made from schema ${id}`);
    writeFileSync(join(ud, `${id}.ts`), kode);
    typer.push([id, navn]);
  }
  writeFileSync(join(ud, `${INDEKS}.ts`), indeks(typer));
  return filer.length;
}

const INDEKS = 'index';

/** The map from each schema's $id to its type. */
function indeks(typer: [id: string, navn: string][]): string {
  return [
    '/* Generated from schemas/ by scripts/generate-types.ts: edit the schemas, not this file. */',
    ...typer.map(([id, navn]) => `import type { ${navn} } from './${id}';`),
    '',
    "/** Each schema's type by its $id. */",
    'export interface SchemaTyper {',
    ...typer.map(([id, navn]) => `  '${id}': ${navn};`),
    '}',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ud = join(REPO_ROD, 'contract', 'generated');
  console.log(`${await generer(join(REPO_ROD, 'schemas'), ud)} typer skrevet til ${ud}`);
}
