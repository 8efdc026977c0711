import { join } from 'node:path';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema, UnsupportedFieldProps } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { extendAjv, serverAjvOptions } from '../../engine/ajv';
import { egneFelter, egneWidgets } from '../../engine/ui-navne';
import { b } from './beskeder';
import { layoutsMedSchema } from './layouts';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

// Every widget and field a layout names stands in as one plain element: that each name exists is
// tjekLayouts' job; this render finds what rjsf itself cannot draw. Layout templates are left to rjsf's own.
const Stedfortraeder = () => createElement('span');

/** The names a layout gives under `noegle` (ui:widget, ui:field), wherever it gives them. */
function navneI(ui: unknown, noegle: string, navne = new Set<string>()): Set<string> {
  if (Array.isArray(ui)) for (const del of ui) navneI(del, noegle, navne);
  else if (erObjekt(ui)) {
    for (const [k, v] of Object.entries(ui)) {
      if (k === noegle && typeof v === 'string') navne.add(v);
      else navneI(v, noegle, navne);
    }
  }
  return navne;
}
const stedfortraedere = (navne: Iterable<string>) => Object.fromEntries([...navne].map((navn) => [navn, Stedfortraeder]));
const udenSkabeloner = (ui: unknown): unknown =>
  Array.isArray(ui)
    ? ui.map(udenSkabeloner)
    : erObjekt(ui)
      ? Object.fromEntries(Object.entries(ui).flatMap(([k, v]) => (k === 'ui:ObjectFieldTemplate' ? [] : [[k, udenSkabeloner(v)]])))
      : ui;
// Patterns run in linear time (RE2), as on the server: the draft's patterns and sample data are an analyst's input.
const validator = customizeValidator({ ajvOptionsOverrides: serverAjvOptions, extenderFn: extendAjv });

/** What rjsf writes where it cannot draw a part: a configuration it refuses (a ui:order it throws on), or an unsupported schema. */
const RJSF_FEJL = /<p class="rjsf-config-error"[^>]*>(.*?)<\/p>/gs;
const tekst = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .trim();

/**
 * A smoke render on the server of every form (each layout with its schema, bundled as the forms get it)
 * with its sample data, by rjsf itself: a part rjsf cannot draw, or a throw, would be an error box
 * where the fields belong on the live page. Named in Danish at the layout.
 */
export function tjekVisning(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  return layoutsMedSchema(filer).flatMap(({ fil, navn, ui, schema }) => {
    const eksempel = filer.get(join('schemas', `${navn}.eksempel.json`));
    const ikkeUnderstoettet: string[] = [];
    const UnsupportedFieldTemplate = ({ reason }: UnsupportedFieldProps) => {
      ikkeUnderstoettet.push(reason ?? '');
      return null;
    };
    let problemer: string[];
    try {
      const html = renderToString(
        createElement(Form, {
          schema: schema as RJSFSchema,
          uiSchema: udenSkabeloner(ui) as UiSchema,
          formData: erObjekt(eksempel) ? eksempel['data'] : undefined,
          validator,
          widgets: stedfortraedere([...egneWidgets, ...navneI(ui, 'ui:widget')]),
          fields: stedfortraedere([...egneFelter, ...navneI(ui, 'ui:field')]),
          templates: { UnsupportedFieldTemplate },
        }),
      );
      problemer = [...[...html.matchAll(RJSF_FEJL)].map((m) => tekst(m[1] ?? '')), ...ikkeUnderstoettet];
    } catch (fejl) {
      problemer = [(fejl as Error).message];
    }
    return problemer.map((problem) => ({ fil, problem: b('visningFejler', { navn, problem }) }));
  });
}
