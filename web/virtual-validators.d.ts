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

declare module 'virtual:schema/*' {
  import type { RJSFSchema } from '@rjsf/utils';

  /** schemas/<file> with this $id, its refs to other files inlined as the server bundles them. */
  const schema: RJSFSchema;
  export default schema;
}

declare module 'virtual:schemas' {
  import type { RJSFSchema } from '@rjsf/utils';

  /** Every schemas/*.schema.json, bundled (from DEFINITIONS_DIR when the build is given one). */
  const schemas: readonly RJSFSchema[];
  export default schemas;
}
