import { describe, expect, it } from 'vitest';
import { beskrivDetaljer } from './historik-detaljer';

/** An application's content as the server keeps it in a correction's before and after (CPR numbers masked). */
const foer = {
  periode: { fra: '2027-03-01', til: '2027-04-04' },
  omfang: 'Afdeling',
  ansoegningsNavn: 'Svejseafdelingen',
  enighed: 'TalsrepraesentantEllerAndenPersonMedFuldmagt',
  medarbejderRepraesentant: { navn: 'Bo Holm', cpr: '010170-****', jobTitel: 'Talsmand', email: 'bo@example.dk', telefon: '20304050' },
  medarbejdere: [
    {
      id: 1,
      navn: 'Anna Krogh',
      cpr: '020290-****',
      kursusTimerPerUge: [
        { aar: 2027, ugeNr: 9, timerPerUge: 37 },
        { aar: 2027, ugeNr: 10, timerPerUge: 18.5 },
      ],
    },
    { id: 2, navn: 'Jens Lund', cpr: '030385-****', kursusTimerPerUge: [{ aar: 2027, ugeNr: 10, timerPerUge: 7.5 }] },
  ],
};

describe('beskrivDetaljer (work shortage)', () => {
  it('lists the changed parts with the update schema titles and choices, dates the Danish way', () => {
    const efter = {
      ...foer,
      periode: { fra: '2027-03-08', til: '2027-04-11' },
      omfang: 'HeleVirksomheden',
      ansoegningsNavn: undefined,
      enighed: 'SamtligeOmfattedeMedarbejdere',
      medarbejderRepraesentant: undefined,
    };
    expect(beskrivDetaljer({ foer, efter })).toEqual([
      'Omfang af virksomhed: Afdeling → Hele virksomheden',
      'Navn på afdeling / produktionsenhed: Svejseafdelingen → –',
      'Periode: 01.03.2027 - 04.04.2027 → 08.03.2027 - 11.04.2027',
      'Enighed med medarbejdere: Talsrepræsentant eller anden person med fuldmagt fra medarbejderne → Samtlige omfattede medarbejdere',
      'Medarbejderrepræsentant – Navn: Bo Holm → –',
      'Medarbejderrepræsentant – CPR-nummer: 010170-**** → –',
      'Medarbejderrepræsentant – Jobtitel: Talsmand → –',
      'Medarbejderrepræsentant – Email: bo@example.dk → –',
      'Medarbejderrepræsentant – Telefonnummer: 20304050 → –',
    ]);
  });

  it('tells employees apart by id: one added, one removed, one with a new name and other hours', () => {
    const [, jens] = foer.medarbejdere;
    const efter = {
      ...foer,
      medarbejdere: [
        {
          ...jens!,
          navn: 'Jens Lund Hansen',
          kursusTimerPerUge: [
            { aar: 2027, ugeNr: 10, timerPerUge: 4 },
            { aar: 2027, ugeNr: 13, timerPerUge: 10 },
          ],
        },
        {
          id: 3,
          navn: 'Ole Berg',
          cpr: '111111-****',
          kursusTimerPerUge: [
            { aar: 2027, ugeNr: 11, timerPerUge: 20 },
            { aar: 2027, ugeNr: 12, timerPerUge: 7.25 },
          ],
        },
      ],
    };
    expect(beskrivDetaljer({ foer, efter })).toEqual([
      'Jens Lund – Navn: Jens Lund → Jens Lund Hansen',
      'Jens Lund – Uge 10, 2027: 7,50 → 4,00',
      'Jens Lund – Uge 13, 2027: – → 10,00',
      'Medarbejder tilføjet: Ole Berg (111111-****), 27,25 kursustimer',
      'Medarbejder fjernet: Anna Krogh (020290-****), 55,50 kursustimer',
    ]);
  });

  it("shows a status change by the workflow's labels, and nothing for an entry without details", () => {
    expect(beskrivDetaljer({ fra: 'Indsendt', til: 'EnighedAttesteret' })).toEqual(['Status: Afventer attestering → Attesteret']);
    expect(beskrivDetaljer(undefined)).toEqual([]);
    expect(beskrivDetaljer({ foer, efter: foer })).toEqual([]);
  });
});
