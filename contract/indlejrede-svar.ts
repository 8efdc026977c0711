/**
 * The id of the element in a citizen page's HTML that holds the API's answers to its first calls
 * (`{ "<path>": <JSON body> }`): the server writes it (server/indlejrede-svar.ts), the web's API
 * client reads it (web/src/shared/api/indlejrede-svar.ts).
 */
export const INDLEJREDE_SVAR_ID = 'api-svar';
