import { _, str, type Ajv, type Code, type KeywordCxt } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code.js';

type Schema = Record<string, unknown>;

/**
 * The `pattern` keyword in place of ajv's own, with the length checked first: a string longer than
 * its `maxLength` (or `maxTegn`) never reaches the regular expression, so a pattern that backtracks
 * costs at most what it costs at that length (issue 33: 80,000 digits in a phone number held the
 * server for seconds). The length must stand in the pattern's own schema object (after bundling, so
 * beside a `$ref`: `{"$ref": "…", "pattern": …, "maxLength": …}` or in an `if` or a `not` of its own):
 * that is all the browser's rjsf sees when it compiles an `if` or a `oneOf` option alone, so a pattern
 * is guarded alike in the browser and on the server. A pattern without one does not compile, so the
 * rule cannot be forgotten in a new schema. A too long string fails its own length keyword, so the
 * schema the pattern sits in fails whatever the pattern says: the skipped pattern adds no error.
 */
export function laengdeFoerMoenster(ajv: Ajv): Ajv {
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
      const egen = cxt.parentSchema as Schema;
      if (!harLaengde(egen)) {
        throw new Error(`"pattern" ${JSON.stringify(schema)} without "maxLength" beside it at ${it.errSchemaPath}`);
      }
      const regExp = usePattern(cxt, schema as string);
      cxt.fail(_`${laengdeTjek(data, egen)} && !${regExp}.test(${data})`);
    },
  });
}

const harLaengde = (s: Schema | undefined): boolean => typeof s?.['maxLength'] === 'number' || typeof s?.['maxTegn'] === 'number';

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
