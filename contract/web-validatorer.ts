/**
 * Where the server serves a browser validator made from a published definition version
 * (`<VALIDATOR_STI>/<version>/<$id>.<hash>.js`, server/definitioner/saet/web-validatorer.ts), and the
 * name under which its code asks for the portal's formats, which the web app answers
 * (web/src/shared/schema-form/live-validator.ts).
 */
export const VALIDATOR_STI = '/definitioner/validatorer';
export const FORMATER_MODUL = 'fond:formater';
