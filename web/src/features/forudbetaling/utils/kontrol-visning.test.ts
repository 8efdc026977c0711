import { describe, expect, it } from 'vitest';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { kontrolVisning } from './kontrol-visning';

const kladde: Kladde = {
  deltagelser: [
    {
      tilskud: { id: 1001, ansoegningsnummer: 'A-1', uddannelse: { navn: 'Svejsning' } },
      pris: 18500.1,
      periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' },
    },
    {
      tilskud: { id: 1002, ansoegningsnummer: 'A-2', uddannelse: { navn: 'Truck' } },
      pris: 9200.2,
      periode: { startdato: '2027-01-04', afslutningsdato: '2027-01-06' },
    },
  ],
  fakturaoplysninger: {
    dokument: { url: 'data:application/pdf;base64,JVBERi0=', filnavn: 'faktura.pdf', stoerrelse: 5 },
    fakturanummer: ' KN-1 ',
    leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' },
    betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', registreringsnummer: '1234', kontonummer: '12345678', kortart: '71' },
  },
};

describe('kontrolVisning', () => {
  it('shows what will be sent, with course names, the total, the file name and the supplier', () => {
    expect(kontrolVisning(kladde)).toEqual({
      deltagelser: [
        {
          ansogningId: 1001,
          ansoegningsnummer: 'A-1',
          kursusNavn: 'Svejsning',
          pris: 18500.1,
          periodeStart: '2026-12-01',
          periodeSlut: '2026-12-05',
        },
        {
          ansogningId: 1002,
          ansoegningsnummer: 'A-2',
          kursusNavn: 'Truck',
          pris: 9200.2,
          periodeStart: '2027-01-04',
          periodeSlut: '2027-01-06',
        },
      ],
      beloebIalt: 27700.3,
      faktura: {
        fakturaNummer: 'KN-1',
        cvr: '35124004',
        leverandoerNavn: 'Kursuscenter Nord ApS',
        bankOverfoersel: { regNr: '1234', kontoNummer: '12345678' },
      },
      filnavn: 'faktura.pdf',
    });
  });
});
