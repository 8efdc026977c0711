import { join } from 'node:path';
import { createAjv } from '../../engine/ajv';
import { egneFelter, egneSkabeloner, egneWidgets, rjsfWidgets } from '../../engine/ui-navne';
import { feltFejl } from '../../engine/felt-fejl';
import { laesFormularer } from '../../web/vite-plugin-formularer';
import { b } from './beskeder';
import type { DefinitionsFejl } from './tjek';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const pointer = (dele: readonly string[]) => dele.map((d) => `/${d.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const KENDTE: Readonly<Record<string, readonly string[]>> = {
  'ui:widget': [...egneWidgets, ...rjsfWidgets],
  'ui:field': egneFelter,
  'ui:ObjectFieldTemplate': egneSkabeloner,
};

/** Every value under a JSON value with its path, objects' entries and arrays' items alike. */
function* gennem(vaerdi: unknown, sti: string[] = []): Generator<[string[], string, unknown, Json]> {
  if (Array.isArray(vaerdi)) {
    for (const [i, v] of vaerdi.entries()) yield* gennem(v, [...sti, String(i)]);
  } else if (erObjekt(vaerdi)) {
    for (const [k, v] of Object.entries(vaerdi)) {
      yield [[...sti, k], k, v, vaerdi];
      yield* gennem(v, [...sti, k]);
    }
  }
}

/**
 * The layouts: every widget, field and template a layout names is one the web app has (a misspelt one
 * would show an error box where the field belongs), every section title a fixed text of content/ui,
 * and every section text one of the default texts.
 */
export function tjekLayouts(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const uiTekster = new Set(
    [...filer].flatMap(([navn, t]) => (navn.startsWith(join('content', 'ui')) && erObjekt(t) ? Object.keys(t) : [])),
  );
  const tekster = filer.get(join('content', 'tekster.json'));
  const standardtekster = new Set(erObjekt(tekster) ? Object.keys(tekster) : []);
  const fejl: DefinitionsFejl[] = [];
  for (const [fil, ui] of filer) {
    if (!fil.startsWith('schemas') || !fil.endsWith('.ui.json')) continue;
    for (const [sti, noegle, vaerdi] of gennem(ui)) {
      const kendte = KENDTE[noegle];
      const problem = (besked: string) => fejl.push({ fil, sti: pointer(sti), problem: besked });
      if (kendte && (typeof vaerdi !== 'string' || !kendte.includes(vaerdi))) {
        problem(b('uiNavnUkendt', { hvad: noegle, navn: JSON.stringify(vaerdi), kendte: kendte.join(', ') }));
      } else if (noegle === 'titel' && (typeof vaerdi !== 'string' || !uiTekster.has(vaerdi))) {
        problem(b('uiTitelUkendt', { noegle: JSON.stringify(vaerdi) }));
      } else if (noegle === 'tekst' && (typeof vaerdi !== 'string' || !standardtekster.has(vaerdi))) {
        problem(b('uiTekstUkendt', { noegle: JSON.stringify(vaerdi) }));
      }
    }
  }
  return fejl;
}

/** Every name a schema's `required` lists is one of its `properties` (else no form can ever be valid). */
export function tjekKraevet(filer: ReadonlyMap<string, unknown>): DefinitionsFejl[] {
  const fejl: DefinitionsFejl[] = [];
  for (const [fil, schema] of filer) {
    if (!fil.startsWith('schemas') || !fil.endsWith('.schema.json')) continue;
    const tjek = (sti: string[], node: Json) => {
      if (!Array.isArray(node['required']) || !erObjekt(node['properties'])) return;
      for (const navn of node['required']) {
        if (typeof navn !== 'string' || !Object.hasOwn(node['properties'], navn))
          fejl.push({ fil, sti: pointer([...sti, 'required']), problem: b('kraevetUdenFelt', { navn: JSON.stringify(navn) }) });
      }
    };
    if (erObjekt(schema)) tjek([], schema);
    for (const [sti, , vaerdi] of gennem(schema)) if (erObjekt(vaerdi)) tjek(sti, vaerdi);
  }
  return fejl;
}

/** Each form's sample data (schemas/<navn>.eksempel.json) is valid for its form, as /app/admin/formularer shows it. */
export function tjekEksempler(filer: ReadonlyMap<string, unknown>, schemaDir: string): DefinitionsFejl[] {
  const schemas = [...filer]
    .filter(([navn, s]) => navn.startsWith('schemas') && navn.endsWith('.schema.json') && erObjekt(s))
    .map(([, s]) => s as object);
  const ajv = createAjv(schemas);
  return laesFormularer(schemaDir).flatMap(({ navn, schemaId, eksempel }) => {
    if (eksempel === undefined) return [];
    const validate = ajv.getSchema(schemaId);
    if (!validate || validate(eksempel['data'])) return [];
    return feltFejl(validate.errors).map((f) => ({
      fil: join('schemas', `${navn}.eksempel.json`),
      sti: `/data${f.path}`,
      problem: b('eksempelUgyldigt', { besked: f.message }),
    }));
  });
}

export const PLADSHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)/g;

/**
 * An e-mail template names only the placeholders the code fills in: those the released text's notes
 * (`beskrivelse`) name, for a text the portal brings; a new text's own notes otherwise. A misspelt one
 * would reach the recipient as `{{...}}`.
 */
export function tjekPladsholdere(filer: ReadonlyMap<string, unknown>, frigivne: Json): DefinitionsFejl[] {
  const tekster = filer.get(join('content', 'tekster.json'));
  if (!erObjekt(tekster)) return [];
  const navne = (tekst: string) => new Set([...tekst.matchAll(PLADSHOLDER)].map((m) => m[1]!));
  return Object.entries(tekster).flatMap(([noegle, t]) => {
    if (!erObjekt(t) || typeof t['indhold'] !== 'string') return [];
    const frigivet = frigivne[noegle];
    const beskrivelse = erObjekt(frigivet) ? frigivet['beskrivelse'] : t['beskrivelse'];
    const tilladte = navne(typeof beskrivelse === 'string' ? beskrivelse : '');
    return [...navne(t['indhold'])]
      .filter((navn) => !tilladte.has(navn))
      .map((navn) => ({
        fil: join('content', 'tekster.json'),
        sti: pointer([noegle, 'indhold']),
        problem: b('pladsholderUkendt', {
          noegle,
          navn: `{{${navn}}}`,
          kendte: [...tilladte].map((n) => `{{${n}}}`).join(', ') || b('ingen'),
        }),
      }));
  });
}
