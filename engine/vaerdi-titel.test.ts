import { describe, expect, it } from 'vitest';
import { egenskab, vaerdiTitel } from './vaerdi-titel';

const omfang = {
  type: 'string',
  oneOf: [
    { const: 'HeleVirksomheden', title: 'Hele virksomheden' },
    { const: 'Afdeling', title: 'Afdeling' },
    { const: 'Uden', description: 'ingen titel' },
  ],
};
const skema = { type: 'object', properties: { omfang } };

describe('vaerdiTitel', () => {
  it("gives a value's title from the schema's oneOf choices", () => {
    expect(vaerdiTitel(omfang, 'HeleVirksomheden')).toBe('Hele virksomheden');
    expect(vaerdiTitel(egenskab(skema, 'omfang'), 'Afdeling')).toBe('Afdeling');
  });

  it('gives undefined for a value, or a schema, that names no title', () => {
    expect(vaerdiTitel(omfang, 'Ukendt')).toBeUndefined();
    expect(vaerdiTitel(omfang, 'Uden')).toBeUndefined();
    expect(vaerdiTitel({ type: 'string' }, 'HeleVirksomheden')).toBeUndefined();
    expect(vaerdiTitel(undefined, 'HeleVirksomheden')).toBeUndefined();
    expect(vaerdiTitel(egenskab(skema, 'findesIkke'), 'Afdeling')).toBeUndefined();
    // Only own properties: a field named like Object.prototype's is no field.
    expect(egenskab(skema, 'constructor')).toBeUndefined();
  });
});
