import { describe, expect, it } from 'vitest';
import { schemaMedId } from '../schema-form/schemas';
import { schemaBeskeder } from './beskeder';

describe('a schema’s messages', () => {
  it('names each by field title, place and rule: a string, per keyword, per required field, in items and branches', () => {
    const beskeder = schemaBeskeder({
      title: 'Ansøgning',
      required: ['navn'],
      errorMessage: { required: { navn: 'Navn skal udfyldes.' }, _: 'Ansøgningen er ikke udfyldt rigtigt.' },
      properties: {
        navn: { type: 'string', title: 'Navn', errorMessage: { maxLength: 'Navn er for langt.' } },
        timer: { type: 'array', items: { $ref: '#/definitions/time' } },
      },
      definitions: { time: { type: 'number', title: 'Timer', errorMessage: 'Timer skal være et tal.' } },
      allOf: [{ then: { properties: { navn: { errorMessage: 'Navn er for langt.' } } } }],
    });
    expect(beskeder).toEqual([
      { sti: '/navn', felt: 'Navn', regel: 'required', besked: 'Navn skal udfyldes.' },
      { sti: '', felt: 'Ansøgning', regel: '', besked: 'Ansøgningen er ikke udfyldt rigtigt.' },
      { sti: '/navn', felt: 'Navn', regel: 'maxLength', besked: 'Navn er for langt.' },
      { sti: '/timer/*', felt: 'Ansøgning › timer', regel: '', besked: 'Timer skal være et tal.' },
      { sti: '/navn', felt: 'Navn', regel: '', besked: 'Navn er for langt.' },
    ]);
  });

  it('lists the invoice step’s messages, the shared rules’ among them', () => {
    const beskeder = schemaBeskeder(schemaMedId('forudbetaling-faktura') as Record<string, unknown>);
    expect(beskeder).toContainEqual({
      sti: '/fakturaoplysninger/fakturanummer',
      felt: 'Fakturanummer',
      regel: '',
      besked: 'Der skal angives fakturanummer.',
    });
    expect(beskeder).toContainEqual({
      sti: '/fakturaoplysninger/dokument/url',
      felt: 'Faktura › url',
      regel: 'pattern',
      besked: 'Der skal vedhæftes en faktura.',
    });
  });

  it('is empty for a schema without messages and survives a $ref that loops', () => {
    expect(schemaBeskeder({ type: 'object', properties: { a: { type: 'string' } } })).toEqual([]);
    expect(schemaBeskeder({ definitions: { a: { $ref: '#/definitions/a', errorMessage: 'A.' } }, $ref: '#/definitions/a' })).toEqual([
      { sti: '', felt: '', regel: '', besked: 'A.' },
    ]);
  });
});
