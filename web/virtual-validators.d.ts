// The modules web/vite-plugin-validators.ts generates at build time.

declare module 'virtual:validator/*' {
  import type { ValidatorType } from '@rjsf/utils';
  import type { ErrorObject } from 'ajv';

  /** rjsf's precompiled validator of this root schema and the sub-schemas rjsf checks on their own. */
  export const validator: ValidatorType;
  /** The root schema's validation function; `errors` holds ajv's errors of the last call. */
  export const validate: { (data: unknown): boolean; errors?: ErrorObject[] | null };
}

declare module 'virtual:validators' {
  /** By schema $id: loads that schema's `virtual:validator/<$id>` module, which registers its validator. */
  export const loaders: Readonly<Record<string, () => Promise<unknown>>>;
}

declare module 'virtual:schemas' {
  /** Every schemas/*.schema.json as written (from DEFINITIONS_DIR when the build is given one). */
  const schemas: Record<string, unknown>[];
  export default schemas;
}
