import type { Anmodning } from '../forudbetaling/anmodninger';
/** A valid work-shortage application: an Afdeling, five weeks in March 2027, a shop steward, two employees. */
export const gyldigAnsoegning = () => ({
  omfang: 'Afdeling',
  ansoegningsNavn: 'Svejseafdelingen',
  periode: { fra: '2027-03-01', til: '2027-04-04' },
  enighed: 'Tillidsrepraesentant',
  medarbejderRepraesentant: {
    navn: 'Bo Holm',
    cpr: '010170-1235',
    jobTitel: 'Tillidsrepræsentant',
    email: 'bo.holm@example.dk',
    telefon: '20 30 40 50',
  },
  medarbejdere: [
    {
      navn: 'Anna Krogh',
      cpr: '020290-1234',
      kursusTimerPerUge: [
        { aar: 2027, ugeNr: 9, timerPerUge: 37 },
        { aar: 2027, ugeNr: 10, timerPerUge: 18.5 },
      ],
    },
    { navn: 'Jens Lund', cpr: '0303851234', kursusTimerPerUge: [{ aar: 2027, ugeNr: 13, timerPerUge: 7.5 }] },
  ],
});

/** A valid prepayment request body for Mette Jensen's applications 1001 and 1002, with a PDF invoice. */
export const gyldigAnmodning = (dataUri: string) => ({
  status: 'Oprettet',
  deltagelser: [
    { ansogningId: 1001, pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-12' },
    { ansogningId: 1002, pris: 9200, periodeStart: '2027-01-10', periodeSlut: '2027-01-14' },
  ],
  faktura: {
    fakturaNummer: 'KN-2026-0417',
    cvr: '35124004',
    dokument: { dataUri },
    indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
  },
});

/** A request as stored before claims existed: only what the claims and the duplicate key are made from. */
export const gammelAnmodning = (id: number, status: string, ansoegninger: number[], fakturaNummer: string) =>
  ({
    id,
    created: `2026-0${id}-01T10:00:00.000Z`,
    status,
    deltagelser: ansoegninger.map((ansogningId) => ({ ansogningId, pris: 1000 })),
    faktura: { cvr: '35124004', fakturaNummer },
  }) as unknown as Anmodning;
