import { describe, expect, it } from 'vitest';
import type { Tekst } from '../api/gem-tekst';
import { erAendret } from './er-aendret';

const gemt: Tekst = { key: 'forside:velkomst', type: 'html', indhold: '<p>Velkommen</p>', beskrivelse: '' };

describe('erAendret', () => {
  it('sees a changed content, type or description', () => {
    expect(erAendret({ ...gemt, indhold: '<p>Velkommen til</p>' }, gemt)).toBe(true);
    expect(erAendret({ ...gemt, type: 'text' }, gemt)).toBe(true);
    expect(erAendret({ ...gemt, beskrivelse: 'Forsiden' }, gemt)).toBe(true);
    expect(erAendret({}, { type: 'text' })).toBe(true);
  });

  it('takes a missing value as empty and ignores spaces around, as the server stores the text', () => {
    expect(erAendret({ ...gemt, beskrivelse: undefined }, gemt)).toBe(false);
    expect(erAendret({ ...gemt, indhold: ' <p>Velkommen</p>\n' }, gemt)).toBe(false);
    expect(erAendret({}, {})).toBe(false);
  });
});
