import { validator } from 'virtual:validator/tekst';
import { describe, expect, it } from 'vitest';
import { schemaMedId } from './schemas';
import { transformErrors } from './transform-errors';

const tekst = schemaMedId('tekst');

function valider(formData: object) {
  return validator.validateFormData(formData, tekst, undefined, transformErrors);
}

describe('transformErrors with the tekst schema', () => {
  it('puts the Danish message of a bad key on .key', () => {
    const { errors, errorSchema } = valider({ key: 'Forkert Nøgle', type: 'text', indhold: 'x' });

    expect(errors).toEqual([expect.objectContaining({ property: '.key', message: 'Nøgle har ikke korrekt format.' })]);
    expect(errorSchema).toEqual({ key: { __errors: ['Nøgle har ikke korrekt format.'] } });
  });

  it('moves the message that replaced a required error onto the missing property', () => {
    const { errors, errorSchema } = valider({ type: 'text' });

    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ property: '.key', message: 'Nøgle har ikke korrekt format.' }),
        expect.objectContaining({ property: '.indhold', message: 'Indhold skal angives.' }),
      ]),
    );
    expect(errorSchema).toMatchObject({
      key: { __errors: ['Nøgle har ikke korrekt format.'] },
      indhold: { __errors: ['Indhold skal angives.'] },
    });
  });

  it('accepts a valid text', () => {
    expect(valider({ key: 'forside:velkomst_æøå-1', type: 'html', indhold: '<p>Hej</p>' }).errors).toEqual([]);
  });

  it('gives ajv errors without an errorMessage a Danish message', () => {
    const [error] = transformErrors([
      { name: 'maxLength', property: '.x', message: 'must NOT have more than 3 characters', params: { limit: 3 }, stack: '' },
    ]);

    expect(error?.message).toBe('Må højst være 3 tegn.');
  });
});
