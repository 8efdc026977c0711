import { describe, expect, it } from 'vitest';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { udfyldtNote } from '../hooks/use-faktura-scan';
import { udfyldFraScan } from './udfyld-fra-scan';

const dokument = { url: 'data:application/pdf;base64,JVBERi0xLjcK', filnavn: 'f.pdf', stoerrelse: 9 };
const tom: Kladde = { deltagelser: [], fakturaoplysninger: { dokument, betalingsoplysninger: { kortart: '71' } } };
const kort = { kortArt: '73', betalingsId: '000000067097535', kreditorNummer: '85799665' };

describe('udfyldFraScan', () => {
  it('fills untouched invoice number, CVR and card, choosing the card over the default card type, and names them', () => {
    const { kladde, udfyldt } = udfyldFraScan(tom, { cvr: '35124004', fakturaNummer: 'KN-2026-0417', indbetalingskort: kort });
    expect(kladde.fakturaoplysninger).toEqual({
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
    expect(Object.keys(udfyldt)).toEqual(['cvr', 'fakturanummer', 'betalingsmetode', 'kortart', 'betalingsidentitet', 'kreditornummer']);
  });

  it('keeps what the person typed before the upload: the invoice number, the CVR with its name, the chosen method', () => {
    const skrevet: Kladde = {
      deltagelser: [],
      fakturaoplysninger: {
        dokument,
        fakturanummer: 'egen',
        leverandoer: { cvr: '24256790', navn: 'Novo Nordisk A/S' },
        betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', kortart: '71', registreringsnummer: '9999' },
      },
    };
    const { kladde, udfyldt } = udfyldFraScan(skrevet, {
      cvr: '35124004',
      fakturaNummer: 'KN-2026-0417',
      bankOverfoersel: { regNr: '1234', kontoNummer: '12345678' },
      indbetalingskort: kort,
    });
    expect(kladde.fakturaoplysninger).toEqual({
      ...skrevet.fakturaoplysninger,
      betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', kortart: '71', registreringsnummer: '9999' },
    });
    expect(udfyldt).toEqual({});

    // The same method found: only its empty fields are filled.
    const bank = udfyldFraScan(skrevet, { bankOverfoersel: { regNr: '1234', kontoNummer: '12345678' } });
    expect(bank.kladde.fakturaoplysninger?.betalingsoplysninger).toEqual({
      betalingsmetode: 'bankoverfoersel',
      kortart: '71',
      registreringsnummer: '9999',
      kontonummer: '12345678',
    });
    expect(bank.udfyldt).toEqual({ kontonummer: '12345678' });
  });

  it('fills a found card over the default card type when the card is chosen, and its three fields together or not at all', () => {
    const valgt: Kladde = {
      ...tom,
      fakturaoplysninger: { dokument, betalingsoplysninger: { betalingsmetode: 'indbetalingskort', kortart: '71' } },
    };
    const kort75 = { kortArt: '75', betalingsId: '123456789012345', kreditorNummer: '12345678' };
    const fyldt = udfyldFraScan(valgt, { indbetalingskort: kort75 });
    expect(fyldt.kladde.fakturaoplysninger?.betalingsoplysninger).toEqual({
      betalingsmetode: 'indbetalingskort',
      kortart: '75',
      betalingsidentitet: '123456789012345',
      kreditornummer: '12345678',
    });
    expect(fyldt.udfyldt).toEqual({ kortart: '75', betalingsidentitet: '123456789012345', kreditornummer: '12345678' });

    // One card field the person's: the scan's card is another card, so none of its fields is taken.
    for (const egen of [{ betalingsidentitet: '000000000000001' }, { kortart: '73' }]) {
      const skrevet: Kladde = {
        ...valgt,
        fakturaoplysninger: { dokument, betalingsoplysninger: { betalingsmetode: 'indbetalingskort', kortart: '71', ...egen } },
      };
      expect(udfyldFraScan(skrevet, { indbetalingskort: kort75 })).toEqual({ kladde: skrevet, udfyldt: {} });
    }
  });

  it('lets a later scan change what an earlier scan filled, but not what the person changed since', () => {
    const foerste = udfyldFraScan(tom, { cvr: '35124004', fakturaNummer: 'KN-1' });
    const rettet: Kladde = {
      ...foerste.kladde,
      fakturaoplysninger: {
        ...foerste.kladde.fakturaoplysninger,
        leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' },
        fakturanummer: 'KN-1b',
      },
    };
    const anden = udfyldFraScan(rettet, { cvr: '24256790', fakturaNummer: 'KN-2' }, foerste.udfyldt);
    expect(anden.kladde.fakturaoplysninger).toMatchObject({ leverandoer: { cvr: '24256790' }, fakturanummer: 'KN-1b' });
    expect(anden.udfyldt).toEqual({ cvr: '24256790' });
  });

  it('keeps the looked-up name when the scan finds the same CVR, and changes nothing on an empty scan', () => {
    const medNavn: Kladde = {
      ...tom,
      fakturaoplysninger: { ...tom.fakturaoplysninger, leverandoer: { cvr: '24256790', navn: 'Novo Nordisk A/S' } },
    };
    expect(udfyldFraScan(medNavn, { cvr: '24256790' })).toEqual({ kladde: medNavn, udfyldt: {} });
    expect(udfyldFraScan(tom, {})).toEqual({ kladde: tom, udfyldt: {} });
  });
});

describe('udfyldtNote', () => {
  it('names the filled fields by their schema titles in small letters (a question’s by content/ui), and says nothing when none were filled', () => {
    expect(udfyldtNote(['cvr', 'fakturanummer', 'betalingsmetode', 'betalingsidentitet'])).toBe(
      'Udfyldt fra fakturaen: leverandørens CVR-nummer, fakturanummer, betalingsmetode, betalings-id',
    );
    expect(udfyldtNote([])).toBeUndefined();
  });
});
