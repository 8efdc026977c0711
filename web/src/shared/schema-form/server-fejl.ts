import { ErrorSchemaBuilder, type ErrorSchema } from '@rjsf/utils';
import type { FeltFejl } from '@engine/felt-fejl';
import { pointerSegmenter } from './json-pointer';

/** A problem+json answer's field errors as rjsf extraErrors, each under the field its path points to. */
export function serverFejlSomErrorSchema<T>(fejl: readonly FeltFejl[]): ErrorSchema<T> {
  const builder = new ErrorSchemaBuilder<T>();
  for (const { path, message } of fejl) if (message) builder.addErrors(message, pointerSegmenter(path));
  return builder.ErrorSchema;
}
