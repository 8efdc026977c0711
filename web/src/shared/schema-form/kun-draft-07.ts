/**
 * fast-uri as rjsf's utils see it in the browser (web/vite-plugin-uri.ts): they resolve `$id`s only
 * in draft 2020-12 schemas, and the portal's schemas are draft-07 (engine/ajv.ts compiles no other).
 */
function draft2020(): never {
  throw new Error('rjsf slog en $id op i et draft 2020-12-schema; web-appen er bygget til draft-07 (web/vite-plugin-uri.ts)');
}

export default { equal: draft2020, resolve: draft2020 };
