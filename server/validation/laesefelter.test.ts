import { describe, expect, it } from 'vitest';
import { udenLaesefelter } from './laesefelter';

const schema = {
  properties: {
    cvr: { type: 'string' },
    leverandoerNavn: { type: 'string', readOnly: true },
    deltagelser: { type: 'array', items: { properties: { id: { type: 'integer' }, kursusNavn: { readOnly: true } } } },
  },
};

describe('udenLaesefelter', () => {
  it('drops the properties the schema marks readOnly, in objects and array items, and leaves the input as it was', () => {
    const data = { cvr: '1', leverandoerNavn: 'X', deltagelser: [{ id: 2, kursusNavn: 'Svejsning' }] };
    expect(udenLaesefelter(data, schema)).toEqual({ cvr: '1', deltagelser: [{ id: 2 }] });
    expect(data.leverandoerNavn).toBe('X');
  });

  it('keeps what the schema does not describe as it is, however deep', () => {
    const dyb = JSON.parse('{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)) as unknown;
    expect(udenLaesefelter({ data: dyb }, schema)).toEqual({ data: dyb });
  });

  it('keeps a "__proto__" key an own property', () => {
    const ud = udenLaesefelter(JSON.parse('{"__proto__": {"admin": true}, "cvr": "1"}') as Record<string, unknown>, schema);
    expect(Object.getPrototypeOf(ud)).toBe(Object.prototype);
    expect(Object.hasOwn(ud, '__proto__')).toBe(true);
  });
});
