import { describe, expect, it } from 'vitest';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { udfyldFraScan } from './udfyld-fra-scan';

const dokument = { url: 'data:application/pdf;base64,JVBERi0xLjcK', filnavn: 'f.pdf', stoerrelse: 9 };
const kladde: Kladde = {
  deltagelser: [],
  fakturaoplysninger: {
    dokument,
    fakturanummer: 'egen',
    leverandoer: { cvr: '24256790', navn: 'Novo Nordisk A/S' },
    betalingsoplysninger: { kortart: '71' },
  },
};

describe('udfyldFraScan', () => {
  it('fills invoice number, CVR (without the old name) and the card, and chooses the card', () => {
    const efter = udfyldFraScan(kladde, {
      cvr: '35124004',
      fakturaNummer: 'KN-2026-0417',
      indbetalingskort: { kortArt: '73', betalingsId: '000000067097535', kreditorNummer: '85799665' },
    });

    expect(efter.fakturaoplysninger).toEqual({
      dokument,
      fakturanummer: 'KN-2026-0417',
      leverandoer: { cvr: '35124004' },
      betalingsoplysninger: {
        betalingsmetode: 'indbetalingskort',
        kortart: '73',
        betalingsidentitet: '000000067097535',
        kreditornummer: '85799665',
      },
    });
  });

  it('chooses bank transfer when only an account was found, keeping the rest as entered', () => {
    const efter = udfyldFraScan(kladde, { bankOverfoersel: { regNr: '1234', kontoNummer: '12345678' } });

    expect(efter.fakturaoplysninger).toEqual({
      dokument,
      fakturanummer: 'egen',
      leverandoer: { cvr: '24256790', navn: 'Novo Nordisk A/S' },
      betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', kortart: '71', registreringsnummer: '1234', kontonummer: '12345678' },
    });
  });

  it('keeps the looked-up name when the scan finds the same CVR, and changes nothing on an empty scan', () => {
    expect(udfyldFraScan(kladde, { cvr: '24256790' }).fakturaoplysninger?.leverandoer).toEqual({
      cvr: '24256790',
      navn: 'Novo Nordisk A/S',
    });
    expect(udfyldFraScan(kladde, {})).toEqual(kladde);
  });
});
