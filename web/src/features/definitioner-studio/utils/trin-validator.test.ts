import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tilfoejTekster } from '@engine/tekster';
import web from '@content/ui/web.json';
import { transformErrors } from '../../../shared/schema-form/transform-errors';
import { bundletTrinSchema, kanForhaandsvises, trinFejl, trinValidator } from './trin-validator';

const felter = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../schemas/felter.schema.json'), 'utf8')) as unknown;
const besked = 'Telefonnummer skal være 8 cifre.';
/** README's 'Kontakt' step as the editor writes it, with a shared date and an optional number beside. */
const kontakt = {
  $id: 'forudbetaling-kontakt',
  type: 'object',
  required: ['telefonnummer'],
  properties: {
    telefonnummer: { type: 'string', title: 'Telefonnummer', maxLength: 8, pattern: '^[0-9]{8}$', errorMessage: besked },
    dato: { $ref: 'felter#/definitions/dato', title: 'Dato' },
    antal: { type: 'integer', title: 'Antal', minimum: 1 },
  },
  errorMessage: { required: { telefonnummer: besked } },
};

beforeAll(() => tilfoejTekster(web));

describe('the preview of a draft step checks the keywords the editor writes', () => {
  const schema = bundletTrinSchema(kontakt, felter);

  it('inlines the shared fields from the draft', () => {
    expect((schema['properties'] as Record<string, Record<string, unknown>>)['dato']).toMatchObject({
      type: 'string',
      format: 'dato',
      title: 'Dato',
    });
  });

  it("gives the schema's own message at the field, for a missing, a wrong and a too long value, and none for a right one", () => {
    const v = trinValidator();
    for (const data of [{}, { telefonnummer: '1234' }, { telefonnummer: '123456789' }, { telefonnummer: '   ' }]) {
      const { errors, errorSchema } = v.validateFormData(data, schema, undefined, transformErrors);
      expect(errors.map((e) => e.message)).toContain(besked);
      expect((errorSchema as Record<string, { __errors?: string[] }>)['telefonnummer']?.__errors).toContain(besked);
    }
    expect(v.validateFormData({ telefonnummer: ' 12345678 ' }, schema, undefined, transformErrors).errors).toEqual([]);
    expect(v.isValid(schema, { telefonnummer: '12345678' }, schema)).toBe(true);
  });

  it('words the rest as the portal does (transform-errors.ts): a wrong date, a number below its least, a wrong type', () => {
    const { errors } = trinValidator().validateFormData(
      { telefonnummer: '12345678', dato: '2026-02-30', antal: 0 },
      schema,
      undefined,
      transformErrors,
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.dato', web['web.skema.format']],
      ['.antal', web['web.skema.minimum'].replace('{limit}', '1')],
    ]);
    expect(trinFejl(schema, { telefonnummer: 12345678 }).map((e) => e.name)).toEqual(['type']);
  });

  it("is not offered for a layout with the portal's own fields, which need the wizard around them", () => {
    expect(kanForhaandsvises({ telefonnummer: { 'ui:options': { inputType: 'tel' } } })).toBe(true);
    expect(kanForhaandsvises(undefined)).toBe(true);
    expect(kanForhaandsvises({ deltagelser: { items: { pris: { 'ui:field': 'pris' } } } })).toBe(false);
  });
});
