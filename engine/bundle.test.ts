import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { feltFejl } from './felt-fejl';
import { bundleAll, bundleSchema } from './bundle';

const felter = {
  $id: 'felter',
  definitions: {
    cvr: { type: 'string', format: 'cvr', errorMessage: 'standard' },
    faktura: { type: 'object', properties: { cvr: { $ref: 'felter#/definitions/cvr' } } },
  },
};

describe('bundleSchema', () => {
  it('inlines a ref to another schema and lets the keywords beside it win', () => {
    const form = { $id: 'form', properties: { cvr: { $ref: 'felter#/definitions/cvr', title: 'CVR', errorMessage: 'egen besked' } } };
    expect(bundleSchema(form, new Map([['felter', felter]]))).toEqual({
      $id: 'form',
      properties: { cvr: { type: 'string', format: 'cvr', title: 'CVR', errorMessage: 'egen besked' } },
    });
  });

  it('follows refs inside the referenced definition', () => {
    const form = { $id: 'form', properties: { faktura: { $ref: 'felter#/definitions/faktura' } } };
    const [, bundled] = bundleAll([felter, form]);
    expect(bundled).toEqual({
      $id: 'form',
      properties: { faktura: { type: 'object', properties: { cvr: { type: 'string', format: 'cvr', errorMessage: 'standard' } } } },
    });
  });

  it('leaves local refs alone and reports unknown or circular refs', () => {
    const local = { $id: 'l', properties: { a: { $ref: '#/definitions/a' } } };
    expect(bundleSchema(local, new Map())).toEqual(local);
    expect(() => bundleSchema({ $ref: 'ukendt#/x' }, new Map())).toThrow('Ukendt schema');
    const loop = { $id: 'loop', definitions: { a: { $ref: 'loop#/definitions/a' } } };
    expect(() => bundleAll([loop])).toThrow('Cirkulær');
  });

  it('makes ajv report the message written beside the ref', () => {
    const form = { $id: 'form', type: 'object', properties: { cvr: { $ref: 'felter#/definitions/cvr', errorMessage: 'CVR forkert' } } };
    const ajv = createAjv(bundleAll([felter, form]));
    const validate = ajv.getSchema('form')!;
    validate({ cvr: '12345678' });
    expect(feltFejl(validate.errors)).toEqual([{ path: '/cvr', message: 'CVR forkert' }]);
  });
});

describe('error messages of a shared rule and of its user', () => {
  const felter = {
    $id: 'felter',
    definitions: { nr: { type: 'string', pattern: '^\\S+$', errorMessage: { pattern: 'Ingen mellemrum.' } } },
  };
  const med = (errorMessage: unknown) =>
    (
      bundleSchema({ $id: 'f', properties: { nr: { $ref: 'felter#/definitions/nr', errorMessage } } }, new Map([['felter', felter]])) as {
        properties: { nr: { errorMessage: unknown } };
      }
    ).properties.nr.errorMessage;

  it("keep the rule's keyword messages under the user's catch-all", () => {
    expect(med('Angiv nummer.')).toEqual({ pattern: 'Ingen mellemrum.', _: 'Angiv nummer.' });
  });

  it("let the user's own keyword messages win", () => {
    expect(med({ pattern: 'Egen.', type: 'Tekst.' })).toEqual({ pattern: 'Egen.', type: 'Tekst.' });
  });
});
