import { describe, expect, it } from 'vitest';
import { createAjv } from '../engine/ajv';
import { feltFejl } from '../engine/felt-fejl';
import enighed from './arbejdsmangel-admin-enighed.schema.json';
import omfang from './arbejdsmangel-admin-omfang.schema.json';
import periode from './arbejdsmangel-admin-periode.schema.json';
import arbejdsmangelFelter from './arbejdsmangel-felter.schema.json';
import medarbejder from './arbejdsmangel-medarbejder.schema.json';
import felter from './felter.schema.json';

const ajv = createAjv([felter, arbejdsmangelFelter, medarbejder, omfang, periode, enighed]);

/** The Danish messages of a dialog for its data, by JSON Pointer, as the form places them. */
function fejl(schemaId: string, data: unknown): Record<string, string> {
  const validate = ajv.getSchema(schemaId)!;
  validate(data);
  return Object.fromEntries(feltFejl(validate.errors).map((f) => [f.path, f.message]));
}

describe("'Rediger omfang af virksomhed' (SPEC §5.2 scope)", () => {
  it('accepts the whole company without a name and a unit with one', () => {
    expect(fejl('arbejdsmangel-admin-omfang', { omfang: 'HeleVirksomheden' })).toEqual({});
    expect(fejl('arbejdsmangel-admin-omfang', { omfang: 'Afdeling', ansoegningsNavn: 'Svejseafdelingen' })).toEqual({});
  });

  it('needs a scope', () => {
    expect(fejl('arbejdsmangel-admin-omfang', {})).toEqual({ '/omfang': 'Omfang af virksomhed skal angives.' });
    expect(fejl('arbejdsmangel-admin-omfang', { omfang: 'Koncern' })).toEqual({ '/omfang': 'Omfang af virksomhed skal angives.' });
  });

  it.each([[undefined], [''], ['   ']])('needs a name for a department or production unit (%j)', (ansoegningsNavn) => {
    const besked = { '/ansoegningsNavn': 'Navn på afdeling / produktionsenhed skal angives.' };
    expect(fejl('arbejdsmangel-admin-omfang', { omfang: 'Afdeling', ansoegningsNavn })).toEqual(besked);
    expect(fejl('arbejdsmangel-admin-omfang', { omfang: 'Produktionsenhed', ansoegningsNavn })).toEqual(besked);
  });
});

describe("'Rediger periode' (SPEC §5.2 period)", () => {
  it('accepts an end on or after the start', () => {
    expect(fejl('arbejdsmangel-admin-periode', { periode: { fra: '2027-03-01', til: '2027-04-04' } })).toEqual({});
    expect(fejl('arbejdsmangel-admin-periode', { periode: { fra: '2027-03-01', til: '2027-03-01' } })).toEqual({});
  });

  it("says 'Peiode skal angives.' (spelled so) for a missing date or an end before the start", () => {
    expect(fejl('arbejdsmangel-admin-periode', { periode: { fra: '2027-03-01' } })).toEqual({ '/periode/til': 'Peiode skal angives.' });
    expect(fejl('arbejdsmangel-admin-periode', { periode: {} })).toMatchObject({ '/periode/fra': 'Peiode skal angives.' });
    // An end before the start says so after SPEC's words (issue 15).
    expect(fejl('arbejdsmangel-admin-periode', { periode: { fra: '2027-04-04', til: '2027-03-01' } })).toEqual({
      '/periode/til': 'Peiode skal angives. Til-datoen må ikke ligge før Fra-datoen.',
    });
    expect(fejl('arbejdsmangel-admin-periode', {})).toEqual({ '/periode': 'Peiode skal angives.' });
  });
});

describe("'Rediger enighed med medarbejdere' (SPEC §5.2 agreement, the secretariat's wording)", () => {
  const bo = { navn: 'Bo Holm', cpr: '010170-1235', jobTitel: 'Tillidsrepræsentant', email: 'bo.holm@example.dk', telefon: '20 30 40 50' };

  it('accepts all employees without a representative and the other two with one', () => {
    expect(fejl('arbejdsmangel-admin-enighed', { enighed: 'SamtligeOmfattedeMedarbejdere' })).toEqual({});
    expect(fejl('arbejdsmangel-admin-enighed', { enighed: 'Tillidsrepraesentant', medarbejderRepraesentant: bo })).toEqual({});
    expect(
      fejl('arbejdsmangel-admin-enighed', {
        enighed: 'TalsrepraesentantEllerAndenPersonMedFuldmagt',
        medarbejderRepraesentant: { ...bo, cpr: '0101701235' },
      }),
    ).toEqual({});
  });

  it('needs the kind of agreement', () => {
    expect(fejl('arbejdsmangel-admin-enighed', {})).toEqual({
      '/enighed': 'Der skal angives hvordan der er opnået enighed med medarbejdre.',
    });
  });

  it('needs a representative unless all employees agreed', () => {
    expect(fejl('arbejdsmangel-admin-enighed', { enighed: 'Tillidsrepraesentant' })).toEqual({
      '/medarbejderRepraesentant': 'Navn på repræsentant skal angives.',
    });
  });

  it('says when a CPR number of ten digits is no date, and only that', () => {
    expect(
      fejl('arbejdsmangel-admin-enighed', { enighed: 'Tillidsrepraesentant', medarbejderRepraesentant: { ...bo, cpr: '321370-1235' } }),
    ).toEqual({ '/medarbejderRepraesentant/cpr': 'CPR-nummeret er ikke gyldigt: de første seks cifre skal være en dato (ddmmåå).' });
  });

  it("gives each representative field its message, the CPR one without '(10 cifre)'", () => {
    const tom = { navn: '', cpr: '12345', jobTitel: '', email: 'bo.holm', telefon: 'ingen' };
    expect(fejl('arbejdsmangel-admin-enighed', { enighed: 'Tillidsrepraesentant', medarbejderRepraesentant: tom })).toEqual({
      '/medarbejderRepraesentant/navn': 'Navn på repræsentant skal angives.',
      '/medarbejderRepraesentant/cpr': 'CPR-nummer på repræsentant skal angives.',
      '/medarbejderRepraesentant/jobTitel': 'Jobtitel på repræsentant skal angives.',
      '/medarbejderRepraesentant/email': 'Email til repræsentant skal angives korrekt.',
      '/medarbejderRepraesentant/telefon': 'Telefonnummer til repræsentant skal angives.',
    });
    expect(fejl('arbejdsmangel-admin-enighed', { enighed: 'Tillidsrepraesentant', medarbejderRepraesentant: {} })).toEqual({
      '/medarbejderRepraesentant/navn': 'Navn på repræsentant skal angives.',
      '/medarbejderRepraesentant/cpr': 'CPR-nummer på repræsentant skal angives.',
      '/medarbejderRepraesentant/jobTitel': 'Jobtitel på repræsentant skal angives.',
      '/medarbejderRepraesentant/email': 'Email til repræsentant skal angives korrekt.',
      '/medarbejderRepraesentant/telefon': 'Telefonnummer til repræsentant skal angives.',
    });
  });
});

describe("'Rediger medarbejder' and 'Tilføj medarbejder' (SPEC §5.2 employee)", () => {
  const anna = { id: 1, navn: 'Anna Krogh', cpr: '020290-1234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: 18.5 }] };

  it('accepts a known employee with an id and a new one without', () => {
    expect(fejl('arbejdsmangel-medarbejder', anna)).toEqual({});
    expect(fejl('arbejdsmangel-medarbejder', { ...anna, id: undefined, cpr: '0202901234' })).toEqual({});
  });

  it('refuses hours above 37, at or below 0 and hours that are no number, each with its message', () => {
    const uge = (timerPerUge: unknown) => ({ ...anna, kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge }] });
    const sti = '/kursusTimerPerUge/0/timerPerUge';
    expect(fejl('arbejdsmangel-medarbejder', uge(37))).toEqual({});
    expect(fejl('arbejdsmangel-medarbejder', uge(37.25))).toEqual({ [sti]: 'Der kan højst angives 37 kursustimer om ugen.' });
    expect(fejl('arbejdsmangel-medarbejder', uge(-1))).toEqual({ [sti]: 'Kursustimer skal være et positivt tal.' });
    expect(fejl('arbejdsmangel-medarbejder', uge(0))).toEqual({ [sti]: 'Kursustimer skal være et positivt tal.' });
    expect(fejl('arbejdsmangel-medarbejder', uge('7,5x'))).toEqual({ [sti]: 'Kursustimer skal angives som et tal, f.eks. 7,5.' });
  });

  it('needs a name, a CPR number of 10 digits and hours in at least one week', () => {
    expect(fejl('arbejdsmangel-medarbejder', { ...anna, navn: '', cpr: '020290-123', kursusTimerPerUge: [] })).toEqual({
      '/navn': 'Navn skal angives.',
      '/cpr': 'CPR-nummer skal angives (10 cifre).',
      '/kursusTimerPerUge': 'Kursustimer skal angives.',
    });
    expect(fejl('arbejdsmangel-medarbejder', { ...anna, cpr: '310290-1234' })).toEqual({
      '/cpr': 'CPR-nummeret er ikke gyldigt: de første seks cifre skal være en dato (ddmmåå).',
    });
    expect(fejl('arbejdsmangel-medarbejder', {})).toEqual({
      '/navn': 'Navn skal angives.',
      '/cpr': 'CPR-nummer skal angives (10 cifre).',
      '/kursusTimerPerUge': 'Kursustimer skal angives.',
    });
  });
});
