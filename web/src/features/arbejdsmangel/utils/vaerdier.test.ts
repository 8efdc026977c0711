import { describe, expect, it } from 'vitest';
import { delSchema, feltTitel, valgTitel } from './vaerdier';

describe("the employer form's titles, read from its schema", () => {
  it('names the fields as the form labels them', () => {
    expect(feltTitel('omfang')).toBe('Omfang af virksomhed');
    expect(feltTitel('ansoegningsNavn')).toBe('Navn på afdeling / produktionsenhed');
    expect(feltTitel('ukendt')).toBe('ukendt');
  });

  it('names a chosen value as the radio button does', () => {
    expect(valgTitel('omfang', 'HeleVirksomheden')).toBe('Hele virksomheden');
    expect(valgTitel('enighed', 'TalsrepraesentantEllerAndenPersonMedFuldmagt')).toBe(
      'Talsrepræsentant eller anden person med fuldmagt fra medarbejderne',
    );
    expect(valgTitel('ansoegningsNavn', 'Svejseafdelingen')).toBe('Svejseafdelingen');
    expect(valgTitel('omfang', undefined)).toBe('');
  });

  it("names the representative's fields from its part of the schema", () => {
    const repraesentant = delSchema('medarbejderRepraesentant');
    expect(feltTitel('jobTitel', repraesentant)).toBe('Jobtitel');
    expect(feltTitel('telefon', repraesentant)).toBe('Telefonnummer');
  });
});
