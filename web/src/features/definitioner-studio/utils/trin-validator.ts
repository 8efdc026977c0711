import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { bundleSchema } from '@engine/bundle';
import { erGyldigDato } from '@engine/formats/dato';
import { trimmet } from '@engine/trim';

type Json = Record<string, unknown>;
const erObjekt = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A draft step's schema with its shared fields (felter#/definitions/…) inlined from the draft's own
 * schemas/felter.schema.json, as the build and the server bundle it (engine/bundle.ts).
 */
export function bundletTrinSchema(schema: Json, felter: unknown): Json {
  const register = new Map<string, Json>(erObjekt(felter) ? [['felter', felter]] : []);
  return bundleSchema(schema, register);
}

/**
 * Whether the form can be drawn here: a layout naming a field of the portal's own (`ui:field`: the
 * course picker, the invoice upload) needs the wizard's screen around it (its lists and lookups).
 */
export function kanForhaandsvises(ui: unknown): boolean {
  if (Array.isArray(ui)) return ui.every(kanForhaandsvises);
  if (!erObjekt(ui)) return true;
  return Object.entries(ui).every(([k, v]) => k !== 'ui:field' && kanForhaandsvises(v));
}

/** An error before the portal's wording (transform-errors.ts), or with the schema's own message. */
type Fejl = RJSFValidationError & { egen: boolean };

/** The schema's own message for a keyword (ajv-errors' errorMessage: one text, or per keyword with `_` for the rest). */
function egenBesked(schema: Json, noegleord: string): string | undefined {
  const em = schema['errorMessage'];
  if (typeof em === 'string') return em;
  if (!erObjekt(em)) return undefined;
  const besked = em[noegleord] ?? em['_'];
  return typeof besked === 'string' ? besked : undefined;
}

function fejl(schema: Json, noegleord: string, sti: string, params: Json = {}): Fejl {
  const egen = egenBesked(schema, noegleord);
  return {
    name: noegleord,
    property: sti,
    params,
    message: egen ?? noegleord,
    stack: egen ?? noegleord,
    schemaPath: '',
    egen: egen !== undefined,
  };
}

const JSON_TYPE = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v;

/** One value against its schema: the keywords a step's field uses (type, lengths, pattern, limits, choices, date). */
function vaerdiFejl(schema: Json, v: unknown, sti: string): Fejl[] {
  const type = schema['type'];
  if (typeof type === 'string') {
    const faktisk = JSON_TYPE(v);
    if (!(faktisk === type || (type === 'number' && faktisk === 'integer'))) return [fejl(schema, 'type', sti, { type })];
  }
  if (erObjekt(v)) return objektFejl(schema, v, sti);
  const ud: Fejl[] = [];
  if (typeof v === 'string') {
    const laengde = [...v].length;
    if (typeof schema['minLength'] === 'number' && laengde < schema['minLength'])
      ud.push(fejl(schema, 'minLength', sti, { limit: schema['minLength'] }));
    if (typeof schema['maxLength'] === 'number' && laengde > schema['maxLength'])
      ud.push(fejl(schema, 'maxLength', sti, { limit: schema['maxLength'] }));
    if (typeof schema['pattern'] === 'string' && !new RegExp(schema['pattern'], 'u').test(v)) ud.push(fejl(schema, 'pattern', sti));
    if (schema['format'] === 'dato' && !erGyldigDato(v)) ud.push(fejl(schema, 'format', sti));
  }
  if (typeof v === 'number') {
    if (typeof schema['minimum'] === 'number' && v < schema['minimum']) ud.push(fejl(schema, 'minimum', sti, { limit: schema['minimum'] }));
    if (typeof schema['maximum'] === 'number' && v > schema['maximum']) ud.push(fejl(schema, 'maximum', sti, { limit: schema['maximum'] }));
    if (typeof schema['exclusiveMinimum'] === 'number' && v <= schema['exclusiveMinimum'])
      ud.push(fejl(schema, 'exclusiveMinimum', sti, { limit: schema['exclusiveMinimum'] }));
  }
  if (Array.isArray(schema['enum']) && !schema['enum'].includes(v)) ud.push(fejl(schema, 'enum', sti));
  return ud;
}

function objektFejl(schema: Json, data: Json, sti: string): Fejl[] {
  const egenskaber = erObjekt(schema['properties']) ? schema['properties'] : {};
  const kraevet = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  const em = erObjekt(schema['errorMessage']) && erObjekt(schema['errorMessage']['required']) ? schema['errorMessage']['required'] : {};
  const ud: Fejl[] = [];
  for (const felt of kraevet) {
    if (data[felt] !== undefined) continue;
    const egen = typeof em[felt] === 'string' ? em[felt] : undefined;
    // Placed at the field, as the portal's own forms show a missing field's message (engine/felt-fejl.ts).
    const property = `${sti}.${felt}`;
    ud.push({
      name: 'required',
      property,
      params: { missingProperty: felt },
      message: egen ?? 'required',
      stack: egen ?? 'required',
      schemaPath: '',
      egen: egen !== undefined,
    });
  }
  for (const [felt, s] of Object.entries(egenskaber)) {
    if (data[felt] !== undefined && erObjekt(s)) ud.push(...vaerdiFejl(s, data[felt], `${sti}.${felt}`));
  }
  return ud;
}

/** The errors of data against a bundled step schema, trimmed as what is sent is trimmed (engine/trim.ts). */
export function trinFejl(schema: Json, data: unknown): Fejl[] {
  return vaerdiFejl(schema, trimmet(data ?? {}, schema), '');
}

/**
 * rjsf's validator for a step in the draft: the published steps' validators are compiled at build or
 * publish time, and the portal's pages allow no code made in the browser (CSP), so a step not yet
 * published is checked by this reading of the keywords the steps editor writes. Messages are the
 * schema's own, else the portal's Danish wording (the form's transformErrors), as in the real wizard.
 */
export function trinValidator(): ValidatorType {
  return {
    validateFormData(formData, schema, _customValidate, transformErrors) {
      const alle = trinFejl(schema as Json, formData);
      const portalens = alle.filter((f) => !f.egen).map(({ egen: _, ...f }) => f);
      const egne = alle.filter((f) => f.egen).map(({ egen: _, ...f }) => f);
      const errors = [...(transformErrors ? transformErrors(portalens) : portalens), ...egne];
      return { errors, errorSchema: toErrorSchema(errors) };
    },
    isValid: (schema: RJSFSchema, formData: unknown) => trinFejl(schema as Json, formData).length === 0,
    rawValidation: (schema: RJSFSchema, formData?: unknown) => ({ errors: trinFejl(schema as Json, formData) as never[] }),
  };
}
