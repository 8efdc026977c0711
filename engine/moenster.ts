import { _, str, type Ajv, type Code, type KeywordCxt } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

type Schema = Record<string, unknown>;

/**
 * The `pattern` keyword in place of ajv's own, with the length checked first: a string longer than
 * its `maxLength` (or `maxTegn`) never reaches the regular expression, so a pattern that backtracks
 * costs at most what it costs at that length (issue 33: 80,000 digits in a phone number held the
 * server for seconds). The length is the one beside the pattern, or on a schema above it that
 * applies to the same value (`if`, `then`, `not`, `allOf/0`, …). A pattern without one does not
 * compile, so the rule cannot be forgotten in a new schema. A too long string is judged by its
 * length keyword alone: the skipped pattern counts as passed where that adds no error (and as
 * failed under a `not` or an `if`), and ajv-errors and the forms see the same `pattern` errors as before.
 * `udenLaengde: 'tillad'` is for the browser's build only: rjsf also compiles the parts it evaluates on
 * their own (an `if`, a `oneOf` option) as schemas of their own, where the length above is out of
 * sight; those patterns run unguarded, so schemas/moenstre.test.ts times them at any length.
 */
export function laengdeFoerMoenster(ajv: Ajv, { udenLaengde = 'afvis' }: { udenLaengde?: 'afvis' | 'tillad' } = {}): Ajv {
  ajv.removeKeyword('pattern');
  return ajv.addKeyword({
    keyword: 'pattern',
    type: 'string',
    schemaType: 'string',
    error: {
      message: ({ schemaCode }) => str`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => _`{pattern: ${schemaCode}}`,
    },
    code(cxt: KeywordCxt) {
      const { data, schema, it } = cxt;
      const dele = it.errSchemaPath
        .split('/')
        .slice(1)
        .map((d) => decodeURIComponent(d).replace(/~1/g, '/').replace(/~0/g, '~'));
      // The schema the keyword sits in as ajv gives it: the path may lead through a $ref ajv followed.
      const graense = laengdeGraense(it.schemaEnv.root.schema, dele, cxt.parentSchema as Schema);
      const regExp = usePattern(cxt, schema as string);
      if (graense) {
        cxt.fail(_`${laengdeTjek(data, graense.schema)} ? !${regExp}.test(${data}) : ${!graense.forLangBestaar}`);
      } else if (udenLaengde === 'tillad') {
        cxt.fail(_`!${regExp}.test(${data})`);
      } else {
        throw new Error(`"pattern" ${JSON.stringify(schema)} without "maxLength" for its value at ${it.errSchemaPath}`);
      }
    },
  });
}

const SAMME_VAERDI = new Set(['if', 'then', 'else', 'not']);
const LISTER = new Set(['allOf', 'anyOf', 'oneOf']);
const harLaengde = (s: Schema | undefined): s is Schema => typeof s?.['maxLength'] === 'number' || typeof s?.['maxTegn'] === 'number';

/** How many path segments before `i` name a keyword that applies its schema to the same value (`then`, `allOf/0`), or 0. */
function samme(dele: readonly string[], i: number): number {
  const sidste = dele[i - 1] ?? '';
  if (SAMME_VAERDI.has(sidste)) return 1;
  return /^\d+$/.test(sidste) && LISTER.has(dele[i - 2] ?? '') ? 2 : 0;
}

/**
 * For the pattern in the schema at that path of the root: the nearest schema, from its own upwards
 * through the keywords that apply to the same value, that sets a length (a property restated under
 * `then` is the property beside it: `S/then/properties/K` is `S/properties/K`); and whether a too
 * long string passes the skipped pattern: it does, unless an odd number of `not` and `if` lie
 * between (then passing would add an error, or a `then`'s errors).
 */
export function laengdeGraense(
  rod: unknown,
  dele: readonly string[],
  egen: Schema | undefined = undefined,
): { schema: Schema; forLangBestaar: boolean } | undefined {
  const ved = (n: number) =>
    dele.slice(0, n).reduce<unknown>((node, del) => (node as Schema | undefined)?.[del], rod) as Schema | undefined;
  let vendt = false;
  let i = dele.length;
  let schema = egen ?? ved(i);
  while (!harLaengde(schema)) {
    const skridt = samme(dele, i);
    if (skridt === 0) return egenskabBeside(rod, dele, i, vendt);
    if (dele[i - 1] === 'not' || dele[i - 1] === 'if') vendt = !vendt;
    i -= skridt;
    schema = ved(i);
  }
  return { schema, forLangBestaar: !vendt };
}

/** The length of `S/properties/K` for a property K restated under S's `then`, `allOf/0`, … */
function egenskabBeside(rod: unknown, dele: readonly string[], i: number, vendt: boolean) {
  if (i < 2 || dele[i - 2] !== 'properties') return undefined;
  let k = i - 2;
  for (let skridt = samme(dele, k); skridt > 0; skridt = samme(dele, k)) {
    if (dele[k - 1] === 'not' || dele[k - 1] === 'if') vendt = !vendt;
    k -= skridt;
  }
  if (k === i - 2) return undefined;
  const fundet = laengdeGraense(rod, [...dele.slice(0, k), 'properties', dele[i - 1] ?? '']);
  return fundet && { schema: fundet.schema, forLangBestaar: fundet.forLangBestaar !== vendt };
}

/** Code that is true when the string is within the limits its schema sets. */
function laengdeTjek(data: Code, schema: Schema): Code {
  const { maxLength, maxTegn } = schema;
  const tjek: Code[] = [];
  // maxTegn counts UTF-16 units, as .length does.
  if (typeof maxTegn === 'number') tjek.push(_`${data}.length <= ${maxTegn}`);
  // maxLength counts code points, and a string of n code points has at most 2n units: the count is
  // made only on a string that short, so it too is bounded.
  if (typeof maxLength === 'number') {
    tjek.push(_`(${data}.length <= ${maxLength} || (${data}.length <= ${2 * maxLength} && [...${data}].length <= ${maxLength}))`);
  }
  return tjek.reduce((a, b) => _`${a} && ${b}`);
}
