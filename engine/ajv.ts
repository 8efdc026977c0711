import { _, Ajv, type KeywordCxt, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import ajvErrors from 'ajv-errors';
import { bundleAll } from './bundle';
import { formater } from './formats/index';
import { maksUger } from './maks-uger';
import { laengdeFoerMoenster } from './moenster';
import { re2 } from './re2';

/** The ajv options shared by the server and the browser's precompiled validators. */
export const ajvOptions: Options = {
  allErrors: true,
  $data: true,
  strict: false,
  // ajv-errors needs the source error list to group messages.
  verbose: true,
};

/** The server's options: those above, and patterns run in linear time (RE2), whatever the input. */
export const serverAjvOptions: Options = { ...ajvOptions, code: { regExp: re2 } };

/**
 * Adds what every ajv instance of the portal needs: the project's formats, patterns checked only on
 * strings within their length (engine/moenster.ts), and Danish messages via ajv-errors. The server
 * calls it through createAjv(), the build (web/validator-code.ts) as rjsf's extenderFn when it
 * precompiles the browser's validators.
 */
export function extendAjv(ajv: Ajv): Ajv {
  for (const [navn, definition] of Object.entries(formater)) ajv.addFormat(navn, definition);
  // `maxTegn`: a length limit for ASCII data such as a data URI of megabytes, counted by .length;
  // maxLength counts code points by walking the whole string, milliseconds for one invoice.
  ajv.addKeyword({
    keyword: 'maxTegn',
    type: 'string',
    schemaType: 'number',
    error: { message: ({ schemaCode }) => _`"must NOT have more than " + ${schemaCode} + " characters"` },
    code: (cxt: KeywordCxt) => cxt.fail(_`${cxt.data}.length > ${cxt.schema as number}`),
  });
  ajv.addKeyword(maksUger);
  laengdeFoerMoenster(ajv);
  ajvErrors(ajv);
  return ajv;
}

/**
 * A fresh ajv instance with formats and every given schema by its $id, bundled (refs between
 * schemas inlined) exactly as the forms get them: the server's validator.
 */
export function createAjv(schemas: readonly object[]): Ajv {
  const ajv = new Ajv(serverAjvOptions);
  addFormats(ajv);
  extendAjv(ajv);
  for (const schema of bundleAll(schemas as Record<string, unknown>[])) ajv.addSchema(schema);
  return ajv;
}
