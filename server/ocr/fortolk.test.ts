import { describe, expect, it } from 'vitest';
import { findBankkonto, findCvr, findFakturanummer, findIndbetalingskort, fortolkFaktura } from './fortolk';

const faktura = `Kursuscenter Nord ApS
Havnegade 12, 9000 Aalborg
CVR-nr.: 35 12 40 04
Telefon 98 12 34 56

Kunde: Mette Jensen, CVR 31245001
FAKTURA
Fakturanr.: KN-2026-0417
Fakturadato: 15.11.2026

Svejsning efter EN ISO 9606-1      18.500,00 kr.
I alt                                  18.500,00 kr.

Betaling: Reg.nr. 9570 Kontonr. 0012345678
+71< 000000067097535+85799665<`;

describe('fortolkFaktura', () => {
  it('reads supplier CVR, invoice number, bank account and FI line from a Danish invoice', () => {
    expect(fortolkFaktura(faktura)).toEqual({
      cvr: '35124004',
      fakturaNummer: 'KN-2026-0417',
      bankOverfoersel: { regNr: '9570', kontoNummer: '0012345678' },
      indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
    });
  });

  it('answers nothing for text without the fields', () => {
    expect(fortolkFaktura('Tak for handlen')).toEqual({});
  });
});

describe('findCvr', () => {
  it.each([
    ['CVR: 24256790', '24256790'],
    ['CVR-nummer 22 75 62 14', '22756214'],
    ['SE-nr. DK61126228', '61126228'],
    ['cvr.nr.41876506', '41876506'],
  ])('finds %s', (tekst, cvr) => {
    expect(findCvr(tekst)).toBe(cvr);
  });

  it('skips a labelled number that fails modulus 11 and takes the next', () => {
    expect(findCvr('CVR 12345678 ... SE 35124004')).toBe('35124004');
  });

  it('ignores unlabelled numbers such as phone numbers', () => {
    expect(findCvr('Tlf. 35124004')).toBeUndefined();
  });
});

describe('findFakturanummer', () => {
  it.each([
    ['Faktura nr. 100234', '100234'],
    ['Fakturanummer: ES/2026/77', 'ES/2026/77'],
    ['FAKTURANR #A-17', 'A-17'],
  ])('finds %s', (tekst, nummer) => {
    expect(findFakturanummer(tekst)).toBe(nummer);
  });

  it('refuses a one-character number', () => {
    expect(findFakturanummer('Fakturanr: 7')).toBeUndefined();
  });
});

describe('findBankkonto', () => {
  it('reads reg.nr. and kontonr.', () => {
    expect(findBankkonto('Registreringsnummer: 1551\nKontonummer: 3456789')).toEqual({ regNr: '1551', kontoNummer: '3456789' });
  });

  it('reads a Danish IBAN', () => {
    expect(findBankkonto('IBAN: DK50 0040 0440 1162 43')).toEqual({ regNr: '0040', kontoNummer: '440116243' });
  });

  it('needs both parts', () => {
    expect(findBankkonto('Reg.nr. 1234')).toBeUndefined();
  });
});

describe('findIndbetalingskort', () => {
  it.each([
    ['+71< 000000067097535+85799665<', { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' }],
    ['+73<  +85799665<', { kortArt: '73', betalingsId: '', kreditorNummer: '85799665' }],
    ['+75< 1234567890123456 +12345678<', { kortArt: '75', betalingsId: '1234567890123456', kreditorNummer: '12345678' }],
  ])('reads the FI line %s', (tekst, kort) => {
    expect(findIndbetalingskort(tekst)).toEqual(kort);
  });

  it('refuses an unknown card type', () => {
    expect(findIndbetalingskort('+99< 123+85799665<')).toBeUndefined();
  });
});
