// The module web/vite-plugin-formularer.ts generates at build time.

declare module 'virtual:formularer' {
  import type { Formular } from './vite-plugin-formularer';

  /** Every schemas/*.ui.json with its schema's $id and its sample (schemas/<navn>.eksempel.json). */
  const formularer: readonly Formular[];
  export default formularer;
}
