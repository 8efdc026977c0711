/**
 * fast-uri as rjsf's utils see it in the browser (web/vite-plugin-uri.ts): they resolve `$id`s only
 * in draft 2020-12 schemas, and the portal's schemas are draft-07 (engine/ajv.ts compiles no other).
 */
function draft2020(): never {
  throw new Error('rjsf looked up an $id in a draft 2020-12 schema; the web app is built for draft-07 (web/vite-plugin-uri.ts)');
}

export default { equal: draft2020, resolve: draft2020 };
