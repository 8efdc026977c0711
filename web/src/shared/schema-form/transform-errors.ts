import type { RJSFValidationError } from '@rjsf/utils';
import { erUdenEgenBesked, fejlSti } from '@engine/felt-fejl';
import { t, type TekstNoegle } from '@engine/tekster';
import { pointerTilProperty, propertyTilPointer } from './json-pointer';

/** Danish wording for ajv's own (English) messages, for schemas without an errorMessage. */
const standardBesked: Record<string, TekstNoegle> = {
  required: 'web.skema.required',
  minLength: 'web.skema.minLength',
  maxLength: 'web.skema.maxLength',
  pattern: 'web.skema.pattern',
  format: 'web.skema.format',
  type: 'web.skema.type',
  enum: 'web.skema.enum',
  const: 'web.skema.enum',
  minimum: 'web.skema.minimum',
  maximum: 'web.skema.maximum',
  exclusiveMinimum: 'web.skema.exclusiveMinimum',
  exclusiveMaximum: 'web.skema.exclusiveMaximum',
  minItems: 'web.skema.minItems',
  maxItems: 'web.skema.maxItems',
  additionalProperties: 'web.skema.additionalProperties',
};

/**
 * rjsf's transformErrors: each schema errorMessage goes under the field it is about (also one that
 * replaced a `required` error on the parent, placed as the engine's feltFejl places it); ajv's own
 * messages become Danish.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  return errors
    .filter((error) => !erUdenEgenBesked({ keyword: error.name ?? '' }))
    .map((error) => (error.name === 'errorMessage' ? paaFeltet(error) : paaDansk(error)));
}

function paaFeltet(error: RJSFValidationError): RJSFValidationError {
  const sti = fejlSti({ keyword: 'errorMessage', params: error.params, instancePath: propertyTilPointer(error.property) });
  return { ...error, property: pointerTilProperty(sti), stack: error.message ?? '' };
}

function paaDansk(error: RJSFValidationError): RJSFValidationError {
  const noegle = standardBesked[error.name ?? ''] ?? 'web.skema.andet';
  const params = (error.params ?? {}) as { limit?: number | string };
  const message = t(noegle, { limit: params.limit ?? '' });
  return { ...error, message, stack: message };
}
