import { describe, expect, it } from 'vitest';
import { fejlISkrivemaade, fyld, indsaet } from './indsaet';

const medarbejdere = '{antal, plural, one {# medarbejder} other {# medarbejdere}}';

describe('indsaet', () => {
  it('fills placeholders and leaves one without a value as written', () => {
    expect(indsaet('Ansøgning {id} fra {navn}', { id: 7 })).toBe('Ansøgning 7 fra {navn}');
    // Only the values' own keys: nothing is read from Object.prototype.
    expect(indsaet('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('chooses singular or plural by Danish rules, with the count where # stands', () => {
    expect(indsaet(`med ${medarbejdere}`, { antal: 1 })).toBe('med 1 medarbejder');
    expect(indsaet(`med ${medarbejdere}`, { antal: 2 })).toBe('med 2 medarbejdere');
    expect(indsaet(`med ${medarbejdere}`, { antal: 0 })).toBe('med 0 medarbejdere');
    // A number is shown in Danish format.
    expect(indsaet(medarbejdere, { antal: 1234 })).toBe('1.234 medarbejdere');
  });

  it('takes a count already formatted as it is, choosing by the number it writes', () => {
    const timer = '{timer, plural, one {# kursustime} other {# kursustimer}}';
    expect(indsaet(timer, { timer: '1,00' })).toBe('1,00 kursustime');
    expect(indsaet(timer, { timer: '7,50' })).toBe('7,50 kursustimer');
    // Danish: a count of 1 or below with decimals is singular ('1,5 time').
    expect(indsaet(timer, { timer: '1,50' })).toBe('1,50 kursustime');
    expect(indsaet(timer, { timer: '1.234,50' })).toBe('1.234,50 kursustimer');
    expect(indsaet(timer, { timer: 'mange' })).toBe('mange kursustimer');
  });

  it('prefers an exact count, and fills placeholders inside the wording', () => {
    const tekst = '{antal, plural, =0 {Ingen fejl hos {navn}} one {Én fejl hos {navn}} other {# fejl hos {navn}}}';
    expect(indsaet(tekst, { antal: 0, navn: 'Anna' })).toBe('Ingen fejl hos Anna');
    expect(indsaet(tekst, { antal: 1, navn: 'Anna' })).toBe('Én fejl hos Anna');
    expect(indsaet(tekst, { antal: 3, navn: 'Anna' })).toBe('3 fejl hos Anna');
  });

  it('handles two counts in one text', () => {
    const tekst = '{dage, plural, one {# dag} other {# dage}} over {uger, plural, one {# uge} other {# uger}}';
    expect(indsaet(tekst, { dage: 1, uger: 1 })).toBe('1 dag over 1 uge');
    expect(indsaet(tekst, { dage: 14, uger: 2 })).toBe('14 dage over 2 uger');
  });

  it('leaves a plural without its value, or not written as one, as written', () => {
    expect(indsaet(medarbejdere, {})).toBe(medarbejdere);
    expect(indsaet('{antal, plural, one {# x}', { antal: 1 })).toBe('{antal, plural, one {# x}');
    expect(indsaet('{antal, flertal, one {x}}', { antal: 1 })).toBe('{antal, flertal, one {x}}');
    // Braces that are no placeholder, e.g. JSON in a message, stay.
    expect(indsaet('{"tilstande": {"{tilstand}": "<ny>"}}', { tilstand: 'Afvist' })).toBe('{"tilstande": {"Afvist": "<ny>"}}');
  });
});

describe('fyld with double braces, as the e-mail templates write them', () => {
  const html = { aaben: '{{', luk: '}}', vis: (v: string) => v.replace(/</g, '&lt;') };

  it('fills plurals and placeholders, escaping values but not the wording', () => {
    const skabelon = '<p>{{navn}} søger for {{antal, plural, one {<b>#</b> medarbejder} other {<b>#</b> medarbejdere}}}.</p>';
    expect(fyld(skabelon, { navn: '<Fyn>', antal: 1 }, html)).toBe('<p>&lt;Fyn> søger for <b>1</b> medarbejder.</p>');
    expect(fyld(skabelon, { navn: 'Fyn', antal: 12 }, html)).toBe('<p>Fyn søger for <b>12</b> medarbejdere.</p>');
  });

  it('keeps a character reference in the wording', () => {
    expect(fyld('{{antal, plural, other {# &#39;ting&#39;}}}', { antal: 2 }, html)).toBe('2 &#39;ting&#39;');
  });
});

describe('fejlISkrivemaade', () => {
  it('finds a plural that is not written so, and nothing in one that is', () => {
    expect(fejlISkrivemaade(`Der er ${medarbejdere} og {navn}`)).toEqual([]);
    expect(fejlISkrivemaade('Der er {antal, plural, one {# medarbejder}}')).toEqual(['{antal, plural, one {# medarbejder}}']);
    expect(fejlISkrivemaade('{antal, plural, one {# x} other {# y}')).toHaveLength(1);
    expect(fejlISkrivemaade('med {{antal, plural, one {# x} other {# y}}}', { aaben: '{{', luk: '}}' })).toEqual([]);
    expect(fejlISkrivemaade('med {{antal, plural, one {# x}}}', { aaben: '{{', luk: '}}' })).toHaveLength(1);
  });
});
