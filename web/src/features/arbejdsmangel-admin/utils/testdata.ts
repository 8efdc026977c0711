import type { AdminAnsoegning, Status } from '../api/hent-ansoegning';

/** An application as HentArbejdsmangelAnsoegningAdmin answers it (weeks 9 to 13 of 2027). */
export const adminAnsoegning = (): AdminAnsoegning => ({
  id: 7,
  version: 3,
  ansoegningstidspunkt: '2026-11-22T08:25:08.026Z',
  // As the server names it; a Tilstand is given by the workflow, here by the answer.
  status: 'Indsendt' as Status,
  senesteStatusSkiftTidspunkt: '2026-11-22T08:25:08.026Z',
  virksomhedsCVR: '38765418',
  virksomhedsNavn: 'Fyns Træ og Byg ApS',
  virksomhed: { navn: 'Fyns Træ og Byg ApS', cvrNummer: '38765418' },
  omfang: { enhed: { type: 'Afdeling', navn: 'Svejseafdelingen' }, periode: { startdato: '2027-03-01', slutdato: '2027-04-04' } },
  medarbejderenighed: {
    indgaaetMed: 'Talsrepraesendtant',
    repraesentant: {
      navn: 'Bo Holm',
      cprNummer: '010170-1235',
      jobtitel: 'Tillidsrepræsentant',
      email: 'bo@example.dk',
      telefonnummer: '20 30 40 50',
    },
  },
  medarbejdere: [
    {
      id: 1,
      cprNummer: '020290-1234',
      navn: 'Anna Krogh',
      kursusuger: [
        { aar: 2027, ugenummer: 9, kursustimer: 37 },
        { aar: 2027, ugenummer: 10, kursustimer: 18.5 },
      ],
    },
    { id: 2, cprNummer: '0303851234', navn: 'Jens Lund', kursusuger: [{ aar: 2027, ugenummer: 10, kursustimer: 7.5 }] },
  ],
  historik: [],
  kanRettes: true,
  tilladteHandlinger: [],
  oevrigeOplysninger: [],
});
