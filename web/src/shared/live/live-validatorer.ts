import { VALIDATORAENDRINGER_ID } from '@contract/indlejrede-svar';
import { strengeIElement } from './data-element';

let adresser: ReadonlyMap<string, string> = new Map();

/**
 * The schemas published since this build, each with the address of its browser validator made from the
 * live version (server/static.ts puts them in the page): their forms check with those, not the bundle's.
 */
export function brugLiveValidatorer(dok: Pick<Document, 'getElementById'> = document): void {
  adresser = strengeIElement(VALIDATORAENDRINGER_ID, dok);
}

/** The live validator's address of the schema with this $id; undefined when the bundle's own is the live one. */
export const liveValidatorAdresse = (schemaId: string): string | undefined => adresser.get(schemaId);
