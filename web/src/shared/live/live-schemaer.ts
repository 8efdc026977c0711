import type { RJSFSchema } from '@rjsf/utils';
import { SCHEMAAENDRINGER_ID } from '@contract/indlejrede-svar';
import { jsonIElement } from './data-element';

let schemaer: ReadonlyMap<string, unknown> | undefined;

/** The bundled schemas the live version words otherwise than this build, by $id, as the page brings them (server/static.ts). */
export const liveSchemaer = (): ReadonlyMap<string, unknown> => (schemaer ??= laesLiveSchemaer());

/** Reads them from a page (the document, or a test's) and keeps them. */
export function laesLiveSchemaer(dok?: Pick<Document, 'getElementById'>): ReadonlyMap<string, unknown> {
  return (schemaer = jsonIElement(SCHEMAAENDRINGER_ID, dok));
}

/** One schema as the live version has it (`virtual:schema/<$id>`, web/vite-plugin-validators.ts): the page's, else the built one. */
export function liveSchema(schemaId: string, bundlet: RJSFSchema): RJSFSchema {
  const live = liveSchemaer().get(schemaId);
  return typeof live === 'object' && live !== null ? (live as RJSFSchema) : bundlet;
}

/** Every schema as the live version has it (`virtual:schemas`): the built ones, each the page's where it has one, and those it adds. */
export function liveSchemaListe(bundlede: readonly RJSFSchema[]): RJSFSchema[] {
  const ids = new Set(bundlede.map((s) => s.$id));
  const nye = [...liveSchemaer()].filter(([id, s]) => !ids.has(id) && typeof s === 'object' && s !== null).map(([, s]) => s as RJSFSchema);
  return [...bundlede.map((s) => liveSchema(String(s.$id), s)), ...nye];
}
