import type { ValidatorType } from '@rjsf/utils';
import { use } from 'react';
import { loaders } from 'virtual:validators';
import { trimmet } from '../../../../engine/trim';

const klar = new Map<string, ValidatorType>();
const undervejs = new Map<string, Promise<unknown>>();

/** Called by each precompiled validator module as it loads (web/vite-plugin-validators.ts). */
export function registerValidator(schemaId: string, validator: ValidatorType): void {
  klar.set(schemaId, medTrim(validator));
}

/**
 * Validates what will be sent: the data trimmed as the server trims it (engine/trim.ts), so a
 * text of spaces only gets its required-message here too. The form's own data is not changed.
 */
function medTrim(validator: ValidatorType): ValidatorType {
  return {
    validateFormData: (formData, schema, ...rest) => validator.validateFormData(trimmet(formData, schema), schema, ...rest),
    isValid: (schema, formData, rootSchema) => validator.isValid(schema, trimmet(formData, schema), rootSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, trimmet(formData, schema)),
  };
}

/**
 * The precompiled validator of the form whose root schema has this $id. Its chunk loads the first
 * time (the component suspends meanwhile); one some module imports statically is there at once.
 */
export function useValidator(schemaId: string): ValidatorType {
  const validator = klar.get(schemaId);
  if (validator) return validator;
  let indlaesning = undervejs.get(schemaId);
  if (!indlaesning) {
    const indlaes = loaders[schemaId];
    if (!indlaes) throw new Error(`No schema with $id "${schemaId}" in schemas/`);
    indlaesning = indlaes();
    undervejs.set(schemaId, indlaesning);
  }
  use(indlaesning);
  const indlaest = klar.get(schemaId);
  if (!indlaest) throw new Error(`The validator module of "${schemaId}" did not register`);
  return indlaest;
}
