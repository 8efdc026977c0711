import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { use } from 'react';
import { loaders } from 'virtual:validators';
import { samlet } from './samlet';
import { trimmet } from '@engine/trim';
import { liveValidatorAdresse } from '../live/live-validatorer';

/** A form's schema and the precompiled validator made for it. */
export interface SkemaOgValidator {
  schema: RJSFSchema;
  validator: ValidatorType;
}

const klar = new Map<string, SkemaOgValidator>();
const raa = new Map<string, (data: unknown) => boolean>();
const undervejs = new Map<string, Promise<unknown>>();

/**
 * Called by each precompiled validator module as it loads (web/vite-plugin-validators.ts): rjsf's
 * validator, ajv's function, and the schema they were made for, which the form renders. The bundle's
 * own does not count for a schema published since the build: the live one (`live`) takes its place.
 */
export function registerValidator(
  schemaId: string,
  validator: ValidatorType,
  validate: (data: unknown) => boolean,
  schema: RJSFSchema,
  live = false,
): void {
  if (!live && liveValidatorAdresse(schemaId) !== undefined) return;
  klar.set(schemaId, { schema, validator: medTrim(validator) });
  raa.set(schemaId, validate);
}

/**
 * Whether data satisfies the schema with this $id, by its precompiled function as it is (e.g. the
 * wizard's guard, on the draft its form has checked). The validator has loaded with that form.
 */
export function erGyldig(schemaId: string, data: unknown): boolean {
  const validate = raa.get(schemaId);
  if (!validate) throw new Error(`The validator of "${schemaId}" has not loaded`);
  return validate(data);
}

/**
 * Validates what will be sent: the data trimmed as the server trims it (engine/trim.ts), so a
 * text of spaces only gets its required-message here too. The form's own data is not changed.
 */
export function medTrim(validator: ValidatorType): ValidatorType {
  return {
    validateFormData: (formData, schema, ...rest) => validator.validateFormData(trimmet(formData, schema), schema, ...rest),
    isValid: (schema, formData, rootSchema) => validator.isValid(schema, trimmet(formData, schema), rootSchema),
    rawValidation: (schema, formData) => validator.rawValidation(schema, trimmet(formData, schema)),
  };
}

/**
 * The schema with this $id and its precompiled validator, for a form, once they have loaded (the form
 * waits for them with formularIndlaesning; one some module imports statically is there at once).
 */
export function skemaOgValidator(schemaId: string): SkemaOgValidator {
  const indlaest = klar.get(schemaId);
  if (!indlaest) throw new Error(`The validator of "${schemaId}" has not loaded`);
  return indlaest;
}

/**
 * Suspends until the precompiled validators of these schemas have loaded: for a caller that asks
 * erGyldig about forms not shown yet (the wizard resumed at a later step checks the steps before it).
 */
export function useValidatorer(schemaIds: readonly string[]): void {
  const venter = validatorIndlaesning(schemaIds);
  if (venter) use(venter);
}

/** What the validators of these schemas wait for (samlet.ts); undefined when all had come before the first ask. */
export function validatorIndlaesning(schemaIds: readonly string[]): Promise<unknown> | undefined {
  return samlet(`validatorer ${schemaIds.join(' ')}`, () => schemaIds.filter((schemaId) => !raa.has(schemaId)).map(indlaesning));
}

/**
 * The one load of a validator's chunk, shared by every component waiting for it: the bundle's own, or
 * for a schema published since the build the one the server made from the live definitions.
 */
function indlaesning(schemaId: string): Promise<unknown> {
  let undervej = undervejs.get(schemaId);
  if (!undervej) {
    const adresse = liveValidatorAdresse(schemaId);
    const indlaes = loaders[schemaId];
    if (adresse) {
      undervej = import('./live-validator')
        .then(({ indlaesLiveValidator }) => indlaesLiveValidator(schemaId, adresse))
        .then(({ schema, validator, validate }) => registerValidator(schemaId, validator, validate, schema, true));
    } else if (indlaes) {
      undervej = indlaes();
    } else {
      throw new Error(`No schema with $id "${schemaId}" in schemas/`);
    }
    undervejs.set(schemaId, undervej);
  }
  return undervej;
}
