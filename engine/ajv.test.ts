import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { feltFejl } from './felt-fejl';

describe('maxTegn', () => {
  const ajv = createAjv([{ $id: 'kort', type: 'object', properties: { uri: { maxTegn: 10, errorMessage: { maxTegn: 'For lang.' } } } }]);
  const valider = (uri: unknown) => {
    const validate = ajv.getSchema('kort')!;
    return validate({ uri }) ? [] : feltFejl(validate.errors);
  };

  it('lets a string of at most the given length through, and anything not a string to the other keywords', () => {
    expect(valider('data:12345')).toEqual([]);
    expect(valider(42)).toEqual([]);
  });

  it('refuses a longer string with the schema’s Danish message at the field', () => {
    expect(valider('data:123456')).toEqual([{ path: '/uri', message: 'For lang.' }]);
  });
});
