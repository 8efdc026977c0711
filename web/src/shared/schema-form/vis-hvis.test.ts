import { describe, expect, it } from 'vitest';
import { erSynlig, udenSkjulte } from './vis-hvis';

const ui = {
  ansoegningsNavn: { 'ui:visHvis': { omfang: ['Afdeling', 'Produktionsenhed'] } },
  medarbejderRepraesentant: { 'ui:visHvis': { enighed: ['Tillidsrepraesentant'] } },
  medarbejdere: { items: { note: { 'ui:visHvis': { visNote: [true] } } } },
};

describe('erSynlig', () => {
  it('shows a property without visHvis', () => {
    expect(erSynlig(undefined, {})).toBe(true);
    expect(erSynlig({ 'ui:widget': 'radio' }, {})).toBe(true);
  });

  it('shows a property only while its sibling holds a listed value', () => {
    expect(erSynlig(ui.ansoegningsNavn, { omfang: 'Afdeling' })).toBe(true);
    expect(erSynlig(ui.ansoegningsNavn, { omfang: 'HeleVirksomheden' })).toBe(false);
    expect(erSynlig(ui.ansoegningsNavn, {})).toBe(false);
    expect(erSynlig(ui.ansoegningsNavn, undefined)).toBe(false);
  });

  it('needs every named sibling to match', () => {
    const feltUi = { 'ui:visHvis': { a: [1], b: [2] } };
    expect(erSynlig(feltUi, { a: 1, b: 2 })).toBe(true);
    expect(erSynlig(feltUi, { a: 1, b: 3 })).toBe(false);
  });
});

describe('udenSkjulte', () => {
  it('drops the data of hidden properties and keeps the rest', () => {
    const data = {
      omfang: 'HeleVirksomheden',
      ansoegningsNavn: 'Svejseafdelingen',
      enighed: 'Tillidsrepraesentant',
      medarbejderRepraesentant: { navn: 'Bo' },
    };
    expect(udenSkjulte(data, ui)).toEqual({
      omfang: 'HeleVirksomheden',
      enighed: 'Tillidsrepraesentant',
      medarbejderRepraesentant: { navn: 'Bo' },
    });
  });

  it('follows array items through the uiSchema', () => {
    const data = {
      medarbejdere: [
        { visNote: true, note: 'a' },
        { visNote: false, note: 'b' },
      ],
    };
    expect(udenSkjulte(data, ui)).toEqual({ medarbejdere: [{ visNote: true, note: 'a' }, { visNote: false }] });
  });

  it('leaves data alone without a uiSchema', () => {
    const data = { a: 1 };
    expect(udenSkjulte(data, undefined)).toBe(data);
  });
});
