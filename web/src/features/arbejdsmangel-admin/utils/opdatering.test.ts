import { describe, expect, it } from 'vitest';
import {
  enighedDel,
  medEnighed,
  medMedarbejder,
  medOmfang,
  medPeriode,
  medPeriodeUdenTomme,
  omfangDel,
  tilOpdatering,
  udenMedarbejder,
  udenUgerIPeriode,
} from './opdatering';
import { adminAnsoegning } from './testdata';

const repraesentant = {
  cpr: '010170-1235',
  navn: 'Bo Holm',
  jobTitel: 'Tillidsrepræsentant',
  email: 'bo@example.dk',
  telefon: '20 30 40 50',
};

describe('tilOpdatering', () => {
  it('turns the admin read model into the update body of SPEC §7, with the version', () => {
    expect(tilOpdatering(adminAnsoegning())).toEqual({
      id: 7,
      version: 3,
      periode: { fra: '2027-03-01', til: '2027-04-04' },
      omfang: 'Afdeling',
      ansoegningsNavn: 'Svejseafdelingen',
      enighed: 'TalsrepraesentantEllerAndenPersonMedFuldmagt',
      medarbejderRepraesentant: repraesentant,
      medarbejdere: [
        {
          id: 1,
          cpr: '020290-1234',
          navn: 'Anna Krogh',
          kursusTimerPerUge: [
            { aar: 2027, ugeNr: 9, timerPerUge: 37 },
            { aar: 2027, ugeNr: 10, timerPerUge: 18.5 },
          ],
        },
        { id: 2, cpr: '0303851234', navn: 'Jens Lund', kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: 7.5 }] },
      ],
    });
  });

  it('sends Virksomhed as HeleVirksomheden with an empty name, and AlleMedarbejdere without a representative', () => {
    const model = adminAnsoegning();
    model.omfang.enhed = { type: 'Virksomhed' };
    model.medarbejderenighed = { indgaaetMed: 'AlleMedarbejdere' };
    const opdatering = tilOpdatering(model);
    expect(opdatering).toMatchObject({ omfang: 'HeleVirksomheden', ansoegningsNavn: '', enighed: 'SamtligeOmfattedeMedarbejdere' });
    expect(opdatering).not.toHaveProperty('medarbejderRepraesentant');
  });

  it('keeps Tillidsrepraesentant and Produktionsenhed as they are', () => {
    const model = adminAnsoegning();
    model.omfang.enhed = { type: 'Produktionsenhed', navn: 'Hal 3' };
    model.medarbejderenighed.indgaaetMed = 'Tillidsrepraesentant';
    expect(tilOpdatering(model)).toMatchObject({ omfang: 'Produktionsenhed', ansoegningsNavn: 'Hal 3', enighed: 'Tillidsrepraesentant' });
  });
});

describe('the dialogs’ changes', () => {
  const foer = tilOpdatering(adminAnsoegning());

  it('scope: the whole company sends an empty name; a unit keeps its name', () => {
    expect(omfangDel(foer)).toEqual({ omfang: 'Afdeling', ansoegningsNavn: 'Svejseafdelingen' });
    const hele = medOmfang(foer, { omfang: 'HeleVirksomheden' });
    expect(hele).toMatchObject({ omfang: 'HeleVirksomheden', ansoegningsNavn: '' });
    expect(omfangDel(hele)).toEqual({ omfang: 'HeleVirksomheden' });
    expect(medOmfang(hele, { omfang: 'Produktionsenhed', ansoegningsNavn: 'Hal 3' })).toMatchObject({
      omfang: 'Produktionsenhed',
      ansoegningsNavn: 'Hal 3',
    });
    expect(hele.medarbejdere).toBe(foer.medarbejdere);
  });

  it('period: drops the hours of weeks outside the new period and keeps the rest', () => {
    // Weeks 10 to 14: week 9 goes.
    const ny = medPeriode(foer, { periode: { fra: '2027-03-08', til: '2027-04-11' } });
    expect(ny.periode).toEqual({ fra: '2027-03-08', til: '2027-04-11' });
    expect(ny.medarbejdere.map((m) => m.kursusTimerPerUge)).toEqual([
      [{ aar: 2027, ugeNr: 10, timerPerUge: 18.5 }],
      [{ aar: 2027, ugeNr: 10, timerPerUge: 7.5 }],
    ]);
    expect(ny.medarbejdere.map((m) => m.id)).toEqual([1, 2]);
    expect(foer.medarbejdere[0]?.kursusTimerPerUge).toHaveLength(2);
  });

  // Issue 24: a period leaving an employee without weeks could not be saved ('Kursustimer skal angives.').
  it('period: names the employees a new period leaves without weeks, and can save it without them', () => {
    const navne = (medarbejdere: { navn: string }[]) => medarbejdere.map((m) => m.navn);
    // Weeks 9 and 10 are Anna's only; week 10 also Jens's.
    expect(udenUgerIPeriode(foer, { periode: { fra: '2027-03-08', til: '2027-04-11' } })).toEqual([]);
    const kunUge9 = { periode: { fra: '2027-03-01', til: '2027-03-07' } };
    const tomme = udenUgerIPeriode(foer, kunUge9);
    expect(navne(tomme)).toEqual([foer.medarbejdere[1]!.navn]);
    expect(tomme[0]).toBe(foer.medarbejdere[1]);
    const ny = medPeriodeUdenTomme(foer, kunUge9);
    expect(ny.periode).toEqual(kunUge9.periode);
    expect(navne(ny.medarbejdere)).toEqual([foer.medarbejdere[0]!.navn]);
    expect(ny.medarbejdere[0]?.kursusTimerPerUge).toEqual([{ aar: 2027, ugeNr: 9, timerPerUge: 37 }]);
    expect(navne(udenUgerIPeriode(foer, { periode: { fra: '2027-06-07', til: '2027-06-13' } }))).toEqual(navne(foer.medarbejdere));
  });

  it('agreement: all employees leaves the representative out; a representative agreement carries one', () => {
    expect(enighedDel(foer)).toEqual({ enighed: 'TalsrepraesentantEllerAndenPersonMedFuldmagt', medarbejderRepraesentant: repraesentant });
    const alle = medEnighed(foer, { enighed: 'SamtligeOmfattedeMedarbejdere', medarbejderRepraesentant: repraesentant });
    expect(alle.enighed).toBe('SamtligeOmfattedeMedarbejdere');
    expect(alle).not.toHaveProperty('medarbejderRepraesentant');
    expect(enighedDel(alle)).toEqual({ enighed: 'SamtligeOmfattedeMedarbejdere' });
    const ny = { ...repraesentant, navn: 'Eva Dahl' };
    expect(medEnighed(alle, { enighed: 'Tillidsrepraesentant', medarbejderRepraesentant: ny })).toMatchObject({
      enighed: 'Tillidsrepraesentant',
      medarbejderRepraesentant: ny,
    });
  });

  it('employees: replace by index, add without an id at the end, remove by index', () => {
    const ole = { navn: 'Ole Berg', cpr: '111111-1118', kursusTimerPerUge: [{ aar: 2027, ugeNr: 11, timerPerUge: 20 }] };
    expect(medMedarbejder(foer, ole).medarbejdere.map((m) => [m.id, m.navn])).toEqual([
      [1, 'Anna Krogh'],
      [2, 'Jens Lund'],
      [undefined, 'Ole Berg'],
    ]);
    const rettet = medMedarbejder(foer, { ...foer.medarbejdere[1]!, navn: 'Jens Lund Hansen' }, 1);
    expect(rettet.medarbejdere.map((m) => [m.id, m.navn])).toEqual([
      [1, 'Anna Krogh'],
      [2, 'Jens Lund Hansen'],
    ]);
    expect(udenMedarbejder(foer, 0).medarbejdere.map((m) => m.id)).toEqual([2]);
    expect(foer.medarbejdere).toHaveLength(2);
  });
});
