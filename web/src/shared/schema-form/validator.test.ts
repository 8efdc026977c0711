import type { RJSFSchema } from '@rjsf/utils';
import { loaders } from 'virtual:validators';
import { describe, expect, it } from 'vitest';
import { createAjv } from '@engine/ajv';
import { feltFejl } from '@engine/felt-fejl';
import { schemas } from './schemas';
import { skemaOgValidator } from './validator';

type Validate = { (data: unknown): boolean; errors?: Parameters<typeof feltFejl>[0] };

const server = createAjv(schemas);

/** Data that breaks a schema's rules in the common ways: missing, wrong type, too long, no real date. */
function proever(schema: RJSFSchema): unknown[] {
  const felter = Object.keys(schema.properties ?? {});
  const med = (vaerdi: unknown) => Object.fromEntries(felter.map((felt) => [felt, vaerdi]));
  return [{}, null, [], 'tekst', med(''), med('x'.repeat(300)), med('2026-02-30'), med('😀'.repeat(200)), med(-1), med({}), med([{}])];
}

const resultat = (validate: Validate, data: unknown) => ({ gyldig: validate(data), fejl: feltFejl(validate.errors) });

// The browser's validators are precompiled by web/vite-plugin-validators.ts; the server compiles at start.
describe('precompiled validators', () => {
  it.each(schemas.map((schema) => [schema.$id ?? '', schema] as const))('%s answers as the server does', async (id, schema) => {
    const { validate } = (await loaders[id]?.()) as { validate: Validate };
    const serverValidate = server.getSchema(id) as Validate;
    for (const data of proever(schema)) expect(resultat(validate, data), JSON.stringify(data)).toEqual(resultat(serverValidate, data));
  });

  it('has a loader for every schema and nothing else', () => {
    expect(Object.keys(loaders).sort()).toEqual(schemas.map((schema) => schema.$id).sort());
  });
});

// Issue 14: the browser validates the trimmed data as the server does, so spaces are no answer.
describe('skemaOgValidator', () => {
  it('validates trimmed text, so a blank required field gets its message', async () => {
    await loaders['admin-login']?.();
    const { schema, validator } = skemaOgValidator('admin-login');
    expect(schema).toEqual(schemas.find((s) => s.$id === 'admin-login'));
    const { errors } = validator.validateFormData({ brugernavn: '   ', adgangskode: ' ' }, schema);
    expect(errors.map((e) => e.message)).toContain('Brugernavn skal angives.');
    expect(errors.map((e) => e.message)).not.toContain('Adgangskode skal angives.');
    expect(validator.isValid(schema, { brugernavn: ' a ', adgangskode: 'x' }, schema)).toBe(true);
  });
});

// Issue 33: the browser's blank rule is the server's, zero-width spaces and Hangul fillers included.
describe('skemaOgValidator on invisible text', () => {
  it('gives a required field of characters that show nothing its message', async () => {
    await loaders['admin-login']?.();
    const { schema, validator } = skemaOgValidator('admin-login');
    for (const brugernavn of ['\u200B\u200B', '\u3164', '\u2800\uFEFF']) {
      const { errors } = validator.validateFormData({ brugernavn, adgangskode: 'x' }, schema);
      expect(errors.map((e) => e.message)).toContain('Brugernavn skal angives.');
    }
  });
});
