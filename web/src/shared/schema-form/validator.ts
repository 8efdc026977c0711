import { customizeValidator } from '@rjsf/validator-ajv8';
import { ajvOptions, extendAjv } from '../../../../engine/ajv';
import { schemas } from './schemas';

/** The one rjsf validator: the server's ajv options, formats, Danish messages and all schemas. Made once. */
export const validator = customizeValidator({
  ajvOptionsOverrides: ajvOptions,
  extenderFn: (ajv) => extendAjv(ajv, schemas),
});
