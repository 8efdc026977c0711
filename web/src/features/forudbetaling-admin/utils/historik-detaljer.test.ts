import { describe, expect, it } from 'vitest';
import { beskrivDetaljer } from './historik-detaljer';

const faktura = {
  fakturaNummer: 'KN-1',
  cvr: '35124004',
  leverandoerNavn: 'Kursuscenter Nord ApS',
  indbetalingskort: { kortArt: '71', betalingsId: '1', kreditorNummer: '2' },
};
const deltagelse = {
  ansogningId: 1004,
  ansoegningsnummer: 'A-2026-001004',
  kursusNavn: 'CNC',
  fondId: 'fond-industri',
  pris: 15750,
  periodeStart: '2026-12-01',
  periodeSlut: '2026-12-12',
};

describe('beskrivDetaljer', () => {
  it('lists the changed fields of a correction with the schema titles, amounts and dates the Danish way', () => {
    const linjer = beskrivDetaljer({
      foer: { faktura, deltagelser: [deltagelse] },
      efter: {
        faktura: {
          ...faktura,
          cvr: '41876506',
          leverandoerNavn: 'Efteruddannelse Syd A/S',
          indbetalingskort: undefined,
          bankOverfoersel: { regNr: '1234', kontoNummer: '567' },
        },
        deltagelser: [{ ...deltagelse, pris: 15000, periodeSlut: '2026-12-13' }],
      },
    });
    expect(linjer).toEqual([
      'Leverandør CVR-nummer: 35124004 → 41876506',
      'Leverandør: Kursuscenter Nord ApS → Efteruddannelse Syd A/S',
      'Kortart: 71 → –',
      'Betalings-id: 1 → –',
      'Kreditornummer: 2 → –',
      'Pris (A-2026-001004): 15.750,00 kr. → 15.000,00 kr.',
      'Slutdato (A-2026-001004): 12.12.2026 → 13.12.2026',
      'Reg.nr.: – → 1234',
      'Kontonummer: – → 567',
    ]);
  });

  it("shows a sent e-mail's subject, and nothing for an entry without details", () => {
    expect(beskrivDetaljer({ emne: 'Din anmodning er godkendt' })).toEqual(['Emne: Din anmodning er godkendt']);
    expect(beskrivDetaljer(undefined)).toEqual([]);
  });

  it("shows a rejection's reason beside its e-mail's subject", () => {
    expect(beskrivDetaljer({ emne: 'Din anmodning er afvist', begrundelse: 'Kurset er betalt.' })).toEqual([
      'Emne: Din anmodning er afvist',
      'Begrundelse: Kurset er betalt.',
    ]);
  });
});
