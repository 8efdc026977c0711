import { DEFINITIONSAENDRINGER_ID } from '@contract/indlejrede-svar';
import { jsonIElement } from './data-element';

let filer: ReadonlyMap<string, unknown> | undefined;

/**
 * The definition files (layouts, schemas, workflows, a wizard's steps) the live version has otherwise
 * than this build, by their paths in the set: the page names them (server/static.ts). Read once, as the
 * first module importing a definition file runs; the page is parsed by then.
 */
export const liveFiler = (): ReadonlyMap<string, unknown> => (filer ??= laesLiveFiler());

/** Reads them from a page (the document, or a test's) and keeps them. */
export function laesLiveFiler(dok?: Pick<Document, 'getElementById'>): ReadonlyMap<string, unknown> {
  return (filer = jsonIElement(DEFINITIONSAENDRINGER_ID, dok));
}

/**
 * A definition file the code imports as the live version has it: every import of such a file asks
 * here as its module is evaluated (web/vite-plugin-live-definitioner.ts).
 */
export function liveFil<T>(sti: string, bundlet: T): T {
  return liveFiler().has(sti) ? (liveFiler().get(sti) as T) : bundlet;
}
