import { describe, expect, it } from 'vitest';
import type { Deltagelse } from '@workflows/forudbetaling-wizard';
import { deltagelseAdvarsler } from './deltagelse-advarsler';

const tilskud = {
  id: 1001,
  ansoegningsnummer: 'A-2026-001001',
  uddannelse: { navn: 'Svejsning' },
  deltagerGebyr: 18500,
  gaeldendeFra: '2026-09-01',
  gaeldendeTil: '2027-06-30',
};
const advarsler = (...deltagelser: Omit<Deltagelse, 'tilskud'>[]) =>
  deltagelseAdvarsler({ deltagelser: deltagelser.map((d) => ({ tilskud, ...d })) });
const periode = { startdato: '2026-12-01', afslutningsdato: '2026-12-05' };

describe('deltagelseAdvarsler', () => {
  it('warns at the price when it is above the fee', () => {
    expect(advarsler({ pris: 18500, periode }, { pris: 19000, periode })).toEqual({
      '/deltagelser/1/pris': [
        'Prisen er højere end det bevilgede deltagergebyr (18.500,00 kr.). Du kan godt fortsætte, men fonden forudbetaler højst deltagergebyret.',
      ],
    });
  });

  it('warns at the period when it lies outside the valid period', () => {
    expect(advarsler({ pris: 100, periode: { startdato: '2026-08-31', afslutningsdato: '2026-09-02' } })).toEqual({
      '/deltagelser/0/periode': [
        'Perioden ligger uden for ansøgningens gældende periode (01.09.2026 – 30.06.2027). Du kan godt fortsætte, men sekretariatet skal rette perioden, før anmodningen kan godkendes.',
      ],
    });
  });

  it("says nothing of values the step refuses anyway, of values not yet entered, or without the application's limits", () => {
    expect(advarsler({ periode: { startdato: '2027-08-01', afslutningsdato: '2027-07-01' } }, { pris: -5 }, {})).toEqual({});
    expect(advarsler({ periode: { startdato: '2027-02-30', afslutningsdato: '2027-08-01' } })).toEqual({});
    expect(
      deltagelseAdvarsler({ deltagelser: [{ tilskud: { id: 1, ansoegningsnummer: 'A', uddannelse: { navn: 'X' } }, pris: 1e6 }] }),
    ).toEqual({});
  });
});
