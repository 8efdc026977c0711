// The module web/vite-plugin-formularer.ts generates at build time.

declare module 'virtual:formularer' {
  import type { Formular } from './vite-plugin-formularer';

  /** Every schemas/*.ui.json with its schema's $id and its sample (schemas/<navn>.eksempel.json). */
  const formularer: readonly Formular[];
  export default formularer;
}

declare module 'virtual:trin-ui/*' {
  import type { UiSchema } from '@rjsf/utils';

  /** The layouts the wizard machine's steps name (web/vite-plugin-trin-ui.ts), by their name in meta.ui. */
  const uier: Readonly<Record<string, UiSchema>>;
  export default uier;
  /** By each step's schema $id: its top-level fields and their titles. */
  export const felter: Readonly<Record<string, Readonly<Record<string, string>>>>;
}
