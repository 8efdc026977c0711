/**
 * The id of the element in a citizen page's HTML that holds the API's answers to its first calls
 * (`{ "<path>": <JSON body> }`): the server writes it (server/indlejrede-svar.ts), the web's API
 * client reads it (web/src/shared/api/indlejrede-svar.ts).
 */
export const INDLEJREDE_SVAR_ID = 'api-svar';

/**
 * The id of the element in every page of the web app that holds the fixed texts (content/ui) the live
 * definition version words otherwise than the built app (`{ "<key>": "<text>" }`): written by
 * server/static.ts, read by web/src/shared/tekster/live-tekster.ts before the first render.
 */
export const TEKSTAENDRINGER_ID = 'fond-tekster';

/**
 * The id of the element in every page of the web app that names, for each schema the live definition
 * version words otherwise than the built app, the address of its browser validator made from the live
 * version (`{ "<$id>": "<address>" }`): written by server/static.ts, read by
 * web/src/shared/schema-form/live-validator.ts before the first render.
 */
export const VALIDATORAENDRINGER_ID = 'fond-validatorer';

/**
 * The id of the element in every page of the web app that holds the definition files (layouts,
 * workflows, a wizard's steps) the live version has otherwise than the built app (`{ "<path>": <JSON> }`):
 * written by server/static.ts, read by web/src/shared/live/live-filer.ts as the modules importing them run.
 */
export const DEFINITIONSAENDRINGER_ID = 'fond-definitioner';

/**
 * The id of the element in every page of the web app that holds the schemas, bundled as the forms get
 * them, that the live definition version words otherwise than the built app (`{ "<$id>": <schema> }`):
 * for the code that reads a schema's titles and choices; written by server/static.ts, read by
 * web/src/shared/live/live-schemaer.ts.
 */
export const SCHEMAAENDRINGER_ID = 'fond-schemaer';
