import { describe, expect, it } from 'vitest';
import { eksempelData, eksempelKontekst, somEksempel } from './eksempel';

const schema = {
  type: 'object',
  properties: {
    navn: { type: 'string', examples: ['Anna Krogh', 'Bo Lund'] },
    type: { type: 'string', default: 'text' },
    adresse: { type: 'object', properties: { by: { type: 'string', default: 'Odense' }, vej: { type: 'string' } } },
    note: { type: 'string' },
  },
};

describe('a form’s sample', () => {
  it('takes the sample file’s data before the schema’s', () => {
    expect(eksempelData(schema, { data: { navn: 'Karen' } })).toEqual({ navn: 'Karen' });
  });

  it('else builds it from the first example or the default of each field', () => {
    expect(eksempelData(schema, {})).toEqual({ navn: 'Anna Krogh', type: 'text', adresse: { by: 'Odense' } });
    expect(eksempelData({ type: 'object', properties: { note: { type: 'string' } } }, {})).toBeUndefined();
  });

  it('reads only an object as a sample file', () => {
    expect(somEksempel([1])).toEqual({});
    expect(somEksempel(null)).toEqual({});
    expect(somEksempel({ data: 1 })).toEqual({ data: 1 });
  });

  it('looks a CVR up among the sample’s companies, never in the register', async () => {
    const kontekst = eksempelKontekst({ virksomheder: { '35124004': 'Kursuscenter Nord ApS' }, periode: { fra: '2027-03-01' } });
    const signal = new AbortController().signal;
    expect(await kontekst.findVirksomhed?.('35124004', signal)).toBe('Kursuscenter Nord ApS');
    expect(await kontekst.findVirksomhed?.('31245001', signal)).toBeNull();
    expect(await kontekst.findVirksomhed?.('toString', signal)).toBeNull();
    expect(kontekst.periode).toEqual({ fra: '2027-03-01' });
    expect(await eksempelKontekst().findVirksomhed?.('35124004', signal)).toBeNull();
  });
});
