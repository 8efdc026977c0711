import { describe, expect, it } from 'vitest';
import { kernefelterBehov } from './kernefelter-behov';

const liste = { type: 'array', items: { type: 'object', properties: { navn: { type: 'string' } } } };

describe('the rjsf fields a form brings with its validator', () => {
  it('include the list field for a list, unless the layout gives it to one of our fields', () => {
    const schema = { type: 'object', properties: { deltagelser: liste, navn: { type: 'string' } } };
    expect(kernefelterBehov(schema, [])).toEqual(['ArrayField']);
    expect(kernefelterBehov(schema, [{ deltagelser: { 'ui:field': 'kursus-vaelger' } }])).toEqual([]);
    expect(kernefelterBehov(schema, [{ navn: { 'ui:widget': 'textarea' } }])).toEqual(['ArrayField']);
    // Two layouts of one schema: what either needs.
    expect(kernefelterBehov(schema, [{ deltagelser: { 'ui:field': 'kursus-vaelger' } }, {}])).toEqual(['ArrayField']);
  });

  it('include the union field for a oneOf or anyOf of schemas, not for a choice of constants', () => {
    const valg = {
      oneOf: [
        { const: 'a', title: 'A' },
        { const: 'b', title: 'B' },
      ],
    };
    expect(kernefelterBehov({ type: 'object', properties: { type: valg } }, [])).toEqual([]);
    const arter = { anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'string' }] };
    expect(kernefelterBehov({ type: 'object', properties: { art: arter } }, [])).toEqual(['MultiSchemaField']);
  });

  it('look inside conditions, allOf, local $refs and list items', () => {
    const schema = {
      type: 'object',
      definitions: { medarbejdere: liste },
      allOf: [{ if: { properties: { a: { const: 1 } } }, then: { properties: { m: { $ref: '#/definitions/medarbejdere' } } } }],
    };
    expect(kernefelterBehov(schema, [])).toEqual(['ArrayField']);
    expect(kernefelterBehov({ type: 'object', properties: { x: { type: 'string' } } }, [])).toEqual([]);
  });
});
