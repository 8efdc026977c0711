/**
 * The form editor's model of a form's fields and its translation back into the files: the schema
 * (properties, required, rules and their `errorMessage`, `if/then` for a required field shown only
 * sometimes), the layout (`ui:order`, `ui:sektioner`, `ui:visHvis`) and, for a shared field
 * (`$ref` to `<schema>#/definitions/<navn>`), the schema that defines it. Pure: no React, no fetching.
 */

import { ens } from './json-fil';

type Json = Record<string, unknown>;

/** The rules the editor sets, by their JSON Schema keyword. */
export const REGLER = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'enum', 'format'] as const;
export type RegelNavn = (typeof REGLER)[number];

export interface Regler {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  format?: string;
}

/** A field shown only while another field of its group holds one of the values (`ui:visHvis`). */
export interface VisHvis {
  felt: string;
  vaerdier: readonly string[];
}

/** Where a shared field is defined: `<schemaId>#/definitions/<navn>`. */
export interface DeltFelt {
  schemaId: string;
  navn: string;
}

export interface FeltModel {
  /** The property's name (the data's key). */
  navn: string;
  titel: string;
  /** The JSON type; '' when the schema names none (an object's own or a shared field's). */
  type: string;
  paakraevet: boolean;
  /** The message when the field is missing (`errorMessage.required` of its group, or of its `then`). */
  paakraevetBesked: string;
  /** The field's rules; a shared field's are its definition's. */
  regler: Regler;
  /** `errorMessage` by keyword ('_' for every other rule); a shared field's are its definition's. */
  beskeder: Readonly<Record<string, string>>;
  delt?: DeltFelt;
  visHvis?: VisHvis;
}

/** The files of a set by path, as the draft and the live version hold them. */
export type Filer = Readonly<Record<string, unknown>>;

const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const kopi = <T>(v: T): T => structuredClone(v);

/** A schema's file in the set by its $id (the repository names them so). */
export const schemaSti = (schemaId: string): string => `schemas/${schemaId}.schema.json`;

const REF = /^([a-z0-9][a-z0-9-]*)(?:\.schema\.json)?#\/definitions\/([A-Za-z0-9_-]+)$/;

/** The shared definition a `$ref` names, if it is one. */
export function deltFelt(ref: unknown): DeltFelt | undefined {
  const m = typeof ref === 'string' ? REF.exec(ref) : null;
  return m ? { schemaId: m[1]!, navn: m[2]! } : undefined;
}

/** The object at a path of property names. */
function node(schema: Json, gruppe: readonly string[]): Json | undefined {
  let n: unknown = schema;
  for (const navn of gruppe) n = erObjekt(n) && erObjekt(n['properties']) ? n['properties'][navn] : undefined;
  return erObjekt(n) ? n : undefined;
}

function uiNode(ui: Json, gruppe: readonly string[]): Json {
  let n: Json = ui;
  for (const navn of gruppe) {
    if (!erObjekt(n[navn])) n[navn] = {};
    n = n[navn] as Json;
  }
  return n;
}

/**
 * The groups of fields of a form: its root and every object with properties inside it (not inside
 * lists), by their path, with the title to name them by; the first is the root.
 */
export function grupper(schema: Json): { sti: readonly string[]; titel: string; antal: number }[] {
  const ud: { sti: readonly string[]; titel: string; antal: number }[] = [];
  const gaa = (n: Json, sti: readonly string[]) => {
    if (!erObjekt(n['properties'])) return;
    const antal = Object.keys(n['properties']).length;
    ud.push({ sti, titel: typeof n['title'] === 'string' ? n['title'] : sti.join(' › '), antal });
    for (const [navn, barn] of Object.entries(n['properties'])) if (erObjekt(barn)) gaa(barn, [...sti, navn]);
  };
  gaa(schema, []);
  return ud;
}

/** The group the editor opens first: the first with more than one field (a form wrapping its fields in one object opens at them). */
export const standardGruppe = (alle: readonly { antal: number }[]): number =>
  Math.max(
    0,
    alle.findIndex((g) => g.antal > 1),
  );

/** The definition a shared field names, in the set's files. */
export function definition(filer: Filer, delt: DeltFelt): Json | undefined {
  const fil = filer[schemaSti(delt.schemaId)];
  const defs = erObjekt(fil) ? fil['definitions'] : undefined;
  const d = erObjekt(defs) ? defs[delt.navn] : undefined;
  return erObjekt(d) ? d : undefined;
}

function reglerI(n: Json): Regler {
  const r: Record<string, unknown> = {};
  for (const k of REGLER) {
    const v = n[k];
    if (
      k === 'enum'
        ? Array.isArray(v) && v.every((x) => typeof x === 'string')
        : typeof v === (k === 'pattern' || k === 'format' ? 'string' : 'number')
    )
      r[k] = v;
  }
  return r as Regler;
}

function beskederI(n: Json): Record<string, string> {
  const em = n['errorMessage'];
  if (typeof em === 'string') return { _: em };
  if (!erObjekt(em)) return {};
  return Object.fromEntries(Object.entries(em).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The `allOf` entries that make one field required under a condition on one other: what the editor writes for a shown-only-when field. */
function erBetingetKrav(entry: unknown, navn: string): entry is Json {
  if (!erObjekt(entry) || !erObjekt(entry['if']) || !erObjekt(entry['then'])) return false;
  const krav = entry['then']['required'];
  const hvis = entry['if']['required'];
  return Array.isArray(krav) && krav.length === 1 && krav[0] === navn && Array.isArray(hvis) && hvis.length === 1;
}

/** A fixed set of values: an `enum`, or a `oneOf` of `const`s (a choice with a title for each). */
function vaerdierI(n: Json): readonly unknown[] | undefined {
  if (Array.isArray(n['enum'])) return n['enum'] as unknown[];
  const valg = n['oneOf'];
  if (Array.isArray(valg) && valg.length > 0 && valg.every((v) => erObjekt(v) && 'const' in v))
    return valg.map((v) => (v as Json)['const']);
  return undefined;
}

function enumAf(n: Json, filer: Filer): readonly unknown[] | undefined {
  const delt = deltFelt(n['$ref']);
  const d = delt ? definition(filer, delt) : undefined;
  return vaerdierI(n) ?? (d ? vaerdierI(d) : undefined);
}

/** The values a field allows (its own enum or its definition's), for 'vis kun når' to pick from; undefined for free text. */
export function tilladteVaerdier(schema: Json, gruppe: readonly string[], navn: string, filer: Filer): readonly string[] | undefined {
  const props = node(schema, gruppe)?.['properties'];
  const felt = erObjekt(props) && erObjekt(props[navn]) ? props[navn] : undefined;
  const e = felt ? enumAf(felt, filer) : undefined;
  return e?.map(String);
}

/** The fields of a group in the form's order (its `ui:order`, then the rest as the schema lists them). */
export function laesFelter(schema: Json, ui: Json, gruppe: readonly string[], filer: Filer): FeltModel[] {
  const n = node(schema, gruppe);
  const props = n && erObjekt(n['properties']) ? n['properties'] : {};
  const u = kopi(ui);
  const gu = uiNode(u, gruppe);
  const orden = Array.isArray(gu['ui:order'])
    ? (gu['ui:order'] as unknown[]).filter((x): x is string => typeof x === 'string' && x in props)
    : [];
  const navne = [...orden, ...Object.keys(props).filter((k) => !orden.includes(k))];
  const required = Array.isArray(n?.['required']) ? (n['required'] as unknown[]) : [];
  const kravBeskeder = erObjekt(n?.['errorMessage']) && erObjekt(n['errorMessage']['required']) ? n['errorMessage']['required'] : {};
  const allOf = Array.isArray(n?.['allOf']) ? (n['allOf'] as unknown[]) : [];
  return navne.map((navn) => {
    const p = erObjekt(props[navn]) ? props[navn] : {};
    const delt = deltFelt(p['$ref']);
    const kilde = (delt && definition(filer, delt)) ?? p;
    const fu = gu[navn];
    const vh = erObjekt(fu) && erObjekt(fu['ui:visHvis']) ? Object.entries(fu['ui:visHvis'])[0] : undefined;
    const betinget = allOf.find((e) => erBetingetKrav(e, navn));
    const thenBesked =
      betinget && erObjekt((betinget['then'] as Json)['errorMessage'])
        ? ((betinget['then'] as Json)['errorMessage'] as Json)['required']
        : undefined;
    const besked = required.includes(navn) ? kravBeskeder[navn] : erObjekt(thenBesked) ? thenBesked[navn] : undefined;
    return {
      navn,
      titel: typeof p['title'] === 'string' ? p['title'] : typeof kilde['title'] === 'string' ? kilde['title'] : navn,
      type: typeof p['type'] === 'string' ? p['type'] : typeof kilde['type'] === 'string' ? kilde['type'] : '',
      paakraevet: required.includes(navn) || betinget !== undefined,
      paakraevetBesked: typeof besked === 'string' ? besked : '',
      regler: reglerI(kilde),
      beskeder: beskederI(kilde),
      ...(delt ? { delt } : {}),
      ...(vh && Array.isArray(vh[1]) ? { visHvis: { felt: vh[0], vaerdier: vh[1].map(String) } } : {}),
    };
  });
}

/** A node with the model's rules and messages; keys the editor does not know are kept. */
function medRegler(n: Json, felt: FeltModel, foer: Json): Json {
  const ud = { ...n };
  for (const k of REGLER) {
    const v = felt.regler[k];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete ud[k];
    else ud[k] = v;
  }
  const beskeder = Object.entries(felt.beskeder).filter(([, b]) => b.trim() !== '');
  const gammel = erObjekt(foer['errorMessage']) ? foer['errorMessage'] : {};
  // Keys that are no messages of a rule (e.g. `required` of an object's children) are kept as they were.
  const oevrige = Object.entries(gammel).filter(([, v]) => typeof v !== 'string');
  if (beskeder.length === 0 && oevrige.length === 0) delete ud['errorMessage'];
  else if (beskeder.length === 1 && beskeder[0]![0] === '_' && !erObjekt(foer['errorMessage'])) ud['errorMessage'] = beskeder[0]![1];
  else ud['errorMessage'] = { ...Object.fromEntries(oevrige), ...Object.fromEntries(beskeder) };
  return ud;
}

/** The values as the other field holds them: numbers and booleans as such, so `ui:visHvis` compares alike. */
function somVaerdi(v: string, type: string): unknown {
  if ((type === 'integer' || type === 'number') && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  if (type === 'boolean' && (v === 'true' || v === 'false')) return v === 'true';
  return v;
}

/**
 * The files after the editor's changes to one group: the form's schema and layout and, when a shared
 * field changed, its defining schema; each only when it changed. Fields gone from `felter` are removed
 * with their layout and required entries.
 */
export function skrivFelter(
  filer: Filer,
  schemaId: string,
  uiSti: string,
  gruppe: readonly string[],
  felter: readonly FeltModel[],
): Record<string, Json> {
  const schema = kopi(filer[schemaSti(schemaId)]) as Json;
  const ui = kopi(erObjekt(filer[uiSti]) ? filer[uiSti] : {}) as Json;
  const n = node(schema, gruppe);
  if (!n) throw new Error(`No group ${gruppe.join('/')} in ${schemaId}`);
  const gamle = erObjekt(n['properties']) ? n['properties'] : {};
  const gu = uiNode(ui, gruppe);
  const navne = felter.map((f) => f.navn);
  const typer = new Map(felter.map((f) => [f.navn, f.type]));
  const delte: Record<string, Json> = {};

  const props: Json = {};
  for (const f of felter) {
    const gammel = gamle[f.navn];
    const foer: Json = erObjekt(gammel) ? gammel : {};
    // A title the field had, or a new one; one it inherited (its definition's, or none) is not written out.
    const def = f.delt ? definition(filer, f.delt) : undefined;
    const arvet = typeof def?.['title'] === 'string' ? def['title'] : f.navn;
    const titel = typeof foer['title'] === 'string' || f.titel !== arvet ? { title: f.titel } : {};
    if (f.delt) {
      const p: Json = { ...foer, ...titel };
      props[f.navn] = p;
      const sti = schemaSti(f.delt.schemaId);
      const fil = (delte[sti] ??= kopi(filer[sti]) as Json);
      const defs = fil['definitions'] as Json;
      const d = defs[f.delt.navn] as Json;
      defs[f.delt.navn] = medRegler(d, f, d);
    } else {
      const p: Json = medRegler({ ...foer, ...titel }, f, foer);
      if (f.type === '') delete p['type'];
      else p['type'] = f.type;
      props[f.navn] = p;
    }
  }
  n['properties'] = props;

  // Required: at once, or under the condition that shows the field (the `if/then` the schemas use for it).
  const krav = (Array.isArray(n['required']) ? (n['required'] as string[]) : []).filter((k) => navne.includes(k));
  const em = erObjekt(n['errorMessage']) ? n['errorMessage'] : undefined;
  const kravBeskeder: Json = em && erObjekt(em['required']) ? { ...em['required'] } : {};
  let allOf = Array.isArray(n['allOf']) ? [...(n['allOf'] as unknown[])] : [];
  for (const navn of Object.keys(kravBeskeder)) if (!navne.includes(navn)) delete kravBeskeder[navn];
  for (const f of felter) {
    allOf = allOf.filter((e) => !erBetingetKrav(e, f.navn));
    const i = krav.indexOf(f.navn);
    if (i >= 0) krav.splice(i, 1);
    delete kravBeskeder[f.navn];
    if (!f.paakraevet) continue;
    if (f.visHvis) {
      const { felt, vaerdier } = f.visHvis;
      const then: Json = { required: [f.navn] };
      if (f.paakraevetBesked) then['errorMessage'] = { required: { [f.navn]: f.paakraevetBesked } };
      allOf.push({
        if: { required: [felt], properties: { [felt]: { enum: vaerdier.map((v) => somVaerdi(v, typer.get(felt) ?? '')) } } },
        then,
      });
    } else {
      krav.push(f.navn);
      if (f.paakraevetBesked) kravBeskeder[f.navn] = f.paakraevetBesked;
    }
  }
  allOf = allOf.filter(
    (e) =>
      !(
        erObjekt(e) &&
        Array.isArray((e['then'] as Json | undefined)?.['required']) &&
        ((e['then'] as Json)['required'] as string[]).some((k) => !navne.includes(k))
      ),
  );
  if (krav.length > 0) n['required'] = krav;
  else delete n['required'];
  if (allOf.length > 0) n['allOf'] = allOf;
  else delete n['allOf'];
  if (em) {
    if (Object.keys(kravBeskeder).length > 0) em['required'] = kravBeskeder;
    else delete em['required'];
  } else if (Object.keys(kravBeskeder).length > 0) n['errorMessage'] = { required: kravBeskeder };

  // The layout: the order, each field's condition, the sections' fields; a removed field's entry goes.
  for (const navn of Object.keys(gamle)) if (!navne.includes(navn)) delete gu[navn];
  gu['ui:order'] = navne;
  for (const f of felter) {
    const fu = erObjekt(gu[f.navn]) ? { ...(gu[f.navn] as Json) } : {};
    const typeFoer = foerType(gamle[f.navn], filer);
    if (f.visHvis) fu['ui:visHvis'] = { [f.visHvis.felt]: f.visHvis.vaerdier.map((v) => somVaerdi(v, typer.get(f.visHvis!.felt) ?? '')) };
    else delete fu['ui:visHvis'];
    // A widget chosen for another type does not fit the new one.
    if (typeFoer !== undefined && typeFoer !== f.type) delete fu['ui:widget'];
    if (Object.keys(fu).length > 0) gu[f.navn] = fu;
    else delete gu[f.navn];
  }
  if (Array.isArray(gu['ui:sektioner'])) gu['ui:sektioner'] = medSektioner(gu['ui:sektioner'] as Json[], navne);

  const ud: Record<string, Json> = {};
  const tilfoej = (sti: string, indhold: Json) => {
    if (!ens(indhold, filer[sti])) ud[sti] = indhold;
  };
  tilfoej(schemaSti(schemaId), schema);
  tilfoej(uiSti, ui);
  for (const [sti, fil] of Object.entries(delte)) tilfoej(sti, fil);
  return ud;
}

/** A field's type as the editor read it (its own, or its definition's); undefined for a new field. */
function foerType(p: unknown, filer: Filer): string | undefined {
  if (!erObjekt(p)) return undefined;
  if (typeof p['type'] === 'string') return p['type'];
  const delt = deltFelt(p['$ref']);
  const d = delt ? definition(filer, delt) : undefined;
  return typeof d?.['type'] === 'string' ? d['type'] : '';
}

/** Each section with its fields in the new order; a new field joins the section of the field before it (or the first). */
function medSektioner(sektioner: readonly Json[], navne: readonly string[]): Json[] {
  const hjem = new Map<string, number>();
  sektioner.forEach((s, i) => (Array.isArray(s['felter']) ? (s['felter'] as string[]) : []).forEach((f) => hjem.set(f, i)));
  let forrige = 0;
  for (const navn of navne) {
    const i = hjem.get(navn);
    if (i === undefined) hjem.set(navn, forrige);
    else forrige = i;
  }
  return sektioner.map((s, i) => ({ ...s, felter: navne.filter((n) => hjem.get(n) === i) }));
}

/** Every schema of the set whose fields use this shared definition, by path and title (the forms a change of it reaches). */
export function brugtAf(filer: Filer, delt: DeltFelt): { sti: string; titel: string }[] {
  const ud: { sti: string; titel: string }[] = [];
  const bruger = (v: unknown): boolean => {
    if (Array.isArray(v)) return v.some(bruger);
    if (!erObjekt(v)) return false;
    const d = deltFelt(v['$ref']);
    if (d && d.schemaId === delt.schemaId && d.navn === delt.navn) return true;
    return Object.values(v).some(bruger);
  };
  for (const [sti, fil] of Object.entries(filer))
    if (sti.endsWith('.schema.json') && sti !== schemaSti(delt.schemaId) && erObjekt(fil) && bruger(fil))
      ud.push({ sti, titel: typeof fil['title'] === 'string' ? fil['title'] : sti });
  return ud.sort((a, b) => a.titel.localeCompare(b.titel, 'da'));
}
