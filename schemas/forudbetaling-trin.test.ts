import { describe, expect, it } from 'vitest';
import { createAjv } from '../engine/ajv';
import { feltFejl } from '../engine/felt-fejl';
import felter from './felter.schema.json';
import deltagelse from './forudbetaling-deltagelse.schema.json';
import faktura from './forudbetaling-faktura.schema.json';
import tilskud from './forudbetaling-tilskud.schema.json';
import troOgLove from './forudbetaling-tro-og-love.schema.json';

const ajv = createAjv([felter, tilskud, deltagelse, faktura, troOgLove]);

/** The Danish messages of one step for a draft, by JSON Pointer, as the form places them. */
function fejl(schemaId: string, kladde: unknown): Record<string, string> {
  const validate = ajv.getSchema(schemaId)!;
  validate(kladde);
  return Object.fromEntries(feltFejl(validate.errors).map((f) => [f.path, f.message]));
}

const tilskudValg = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } };
const gyldigFaktura = {
  dokument: { url: 'data:application/pdf;name=f.pdf;base64,JVBERi0xLjcK', filnavn: 'f.pdf', stoerrelse: 9 },
  fakturanummer: 'KN-2026-0417',
  leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' },
  betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', registreringsnummer: '1234', kontonummer: '0012345678' },
};
const medFaktura = (aendring: object) => ({ deltagelser: [], fakturaoplysninger: { ...gyldigFaktura, ...aendring } });

describe('forudbetaling-tilskud (SPEC §5.1 courses)', () => {
  it('needs at least one course', () => {
    expect(fejl('forudbetaling-tilskud', { deltagelser: [] })).toEqual({ '/deltagelser': 'Der skal vælges mindst ét kursus.' });
    expect(fejl('forudbetaling-tilskud', {})).toEqual({ '/deltagelser': 'Der skal vælges mindst ét kursus.' });
    expect(fejl('forudbetaling-tilskud', { deltagelser: [{ tilskud: tilskudValg }] })).toEqual({});
  });
});

describe('forudbetaling-deltagelse (SPEC §5.1 price and period)', () => {
  const deltagelse = (d: object) => ({
    deltagelser: [{ tilskud: tilskudValg, pris: 18500, periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' }, ...d }],
  });

  it('accepts a price above 0 and a period whose start is not after its end', () => {
    expect(fejl('forudbetaling-deltagelse', deltagelse({}))).toEqual({});
    expect(fejl('forudbetaling-deltagelse', deltagelse({ periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-01' } }))).toEqual(
      {},
    );
  });

  it.each([[0], [-1], ['100'], [undefined]])("says 'Pris er ikke angivet korrekt.' for the price %s", (pris) => {
    expect(fejl('forudbetaling-deltagelse', deltagelse({ pris }))).toEqual({ '/deltagelser/0/pris': 'Pris er ikke angivet korrekt.' });
  });

  it.each([
    [{ startdato: '2026-02-30', afslutningsdato: '2026-12-01' }, '/deltagelser/0/periode/startdato'],
    [{ startdato: '01.12.2026', afslutningsdato: '2026-12-01' }, '/deltagelser/0/periode/startdato'],
    [{ startdato: '2026-12-01' }, '/deltagelser/0/periode/afslutningsdato'],
    [undefined, '/deltagelser/0/periode'],
  ])("says 'Periode er ikke angivet korrekt.' for %j", (periode, sti) => {
    expect(fejl('forudbetaling-deltagelse', deltagelse({ periode }))).toEqual({ [sti]: 'Periode er ikke angivet korrekt.' });
  });

  it("says that the end date lies before the start date, after SPEC's words", () => {
    expect(fejl('forudbetaling-deltagelse', deltagelse({ periode: { startdato: '2026-12-05', afslutningsdato: '2026-12-01' } }))).toEqual({
      '/deltagelser/0/periode/afslutningsdato': 'Periode er ikke angivet korrekt. Slutdatoen ligger før startdatoen.',
    });
  });

  it('checks every participation', () => {
    const kladde = deltagelse({});
    kladde.deltagelser.push({ tilskud: tilskudValg, pris: 0, periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' } });
    expect(fejl('forudbetaling-deltagelse', kladde)).toEqual({ '/deltagelser/1/pris': 'Pris er ikke angivet korrekt.' });
  });
});

describe('forudbetaling-faktura (SPEC §5.1 invoice)', () => {
  it('accepts a complete invoice with either payment method', () => {
    expect(fejl('forudbetaling-faktura', medFaktura({}))).toEqual({});
    const kort = {
      betalingsmetode: 'indbetalingskort',
      kortart: '71',
      betalingsidentitet: ' 000000067097535 ',
      kreditornummer: '85799665',
    };
    expect(fejl('forudbetaling-faktura', medFaktura({ betalingsoplysninger: kort }))).toEqual({});
  });

  it('needs the invoice document, as a pdf, png or jpeg data URI', () => {
    const sti = '/fakturaoplysninger/dokument/url';
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: undefined }))).toEqual({
      '/fakturaoplysninger/dokument': 'Der skal vedhæftes en faktura.',
    });
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: { filnavn: 'a.pdf' } }))).toEqual({
      [sti]: 'Der skal vedhæftes en faktura.',
    });
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: { url: 'data:text/html;base64,PGI+' } }))).toEqual({
      [sti]: 'Der skal vedhæftes en faktura.',
    });
  });

  it('says only that a file above 10 MB is too big, not also that none is attached', () => {
    const stor = { filnavn: 'stor.pdf', stoerrelse: 10 * 1024 * 1024 + 1, filtype: 'application/pdf' };
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: stor }))).toEqual({
      '/fakturaoplysninger/dokument/stoerrelse': 'Filen må maks være 10 MB.',
    });
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: { ...stor, stoerrelse: 10 * 1024 * 1024 } }))).toEqual({
      '/fakturaoplysninger/dokument/url': 'Der skal vedhæftes en faktura.',
    });
  });

  it('says only that a file whose first bytes are no pdf, png or jpeg has the wrong type', () => {
    const tekst = { filnavn: 'faktura.pdf', stoerrelse: 120, filtype: 'application/octet-stream' };
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: tekst }))).toEqual({
      '/fakturaoplysninger/dokument/filtype': 'Filen skal være en pdf-, png- eller jpeg-fil.',
    });
    const png = { ...gyldigFaktura.dokument, filtype: 'image/png' };
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: png }))).toEqual({});
  });

  it.each([['K'], ['K'.repeat(21)], [undefined]])("says 'Der skal angives fakturanummer.' for %s", (fakturanummer) => {
    expect(fejl('forudbetaling-faktura', medFaktura({ fakturanummer }))).toEqual({
      '/fakturaoplysninger/fakturanummer': 'Der skal angives fakturanummer.',
    });
  });

  // A cell starting with one of =+-@, a tab or a CR is a formula in the finance CSV (issue 14).
  it.each([["=cmd|' /C calc'!A0"], ['+4512345678'], ['-1+1'], ['@SUM(A1)'], ['KN\t2026'], ['KN\u00002026']])(
    'says which characters an invoice number may hold for %j',
    (fakturanummer) => {
      expect(fejl('forudbetaling-faktura', medFaktura({ fakturanummer }))).toEqual({
        '/fakturaoplysninger/fakturanummer':
          'Fakturanummer skal begynde med et bogstav eller tal og må kun indeholde bogstaver, tal, mellemrum og tegnene - / . _',
      });
    },
  );

  it.each([['KN-2026-0417'], ['2026/17'], ['Faktura 17'], ['ÆØÅ.1_b']])('accepts the invoice number %j', (fakturanummer) => {
    expect(fejl('forudbetaling-faktura', medFaktura({ fakturanummer }))).toEqual({});
  });

  it.each([['3512400'], ['3512400a'], ['351240045'], [''], [undefined]])(
    "says 'Der skal angives CVR-nummer for leverandør.' for %j",
    (cvr) => {
      expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr, navn: 'X' } }))).toEqual({
        '/fakturaoplysninger/leverandoer/cvr': 'Der skal angives CVR-nummer for leverandør.',
      });
    },
  );

  it("says that the check digit of eight digits does not match, after SPEC's words", () => {
    expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr: '35124005' } }))).toEqual({
      '/fakturaoplysninger/leverandoer/cvr':
        'Der skal angives CVR-nummer for leverandør. CVR-nummeret er ikke gyldigt (kontrolcifferet passer ikke).',
    });
  });

  it("says 'Leverandør ikke fundet ud fra angivet CVR-nummer.' for a valid CVR without a supplier name", () => {
    expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr: '35124004' } }))).toEqual({
      '/fakturaoplysninger/leverandoer/navn': 'Leverandør ikke fundet ud fra angivet CVR-nummer.',
    });
    expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr: '35124004', navn: '' } }))).toEqual({
      '/fakturaoplysninger/leverandoer/navn': 'Leverandør ikke fundet.',
    });
  });

  it("says 'Betalingsmetode skal vælges.' until a method is chosen", () => {
    expect(fejl('forudbetaling-faktura', medFaktura({ betalingsoplysninger: { kortart: '71' } }))).toEqual({
      '/fakturaoplysninger/betalingsoplysninger/betalingsmetode': 'Betalingsmetode skal vælges.',
    });
  });

  const betaling = (b: object) => medFaktura({ betalingsoplysninger: b });
  const konto = (b: object) => betaling({ betalingsmetode: 'bankoverfoersel', ...b });
  const kort = (b: object) => betaling({ betalingsmetode: 'indbetalingskort', ...b });
  const sti = (felt: string) => `/fakturaoplysninger/betalingsoplysninger/${felt}`;

  it("says 'Kontooplysninger er ikke angivet korrekt.' at the field that is wrong", () => {
    expect(fejl('forudbetaling-faktura', konto({ registreringsnummer: '1234' }))).toEqual({
      [sti('kontonummer')]: 'Kontooplysninger er ikke angivet korrekt.',
    });
    expect(fejl('forudbetaling-faktura', konto({ registreringsnummer: '1234', kontonummer: '12a' }))).toEqual({
      [sti('kontonummer')]: 'Kontooplysninger er ikke angivet korrekt.',
    });
    expect(fejl('forudbetaling-faktura', konto({}))).toEqual({
      [sti('registreringsnummer')]: 'Kontooplysninger er ikke angivet korrekt.',
      [sti('kontonummer')]: 'Kontooplysninger er ikke angivet korrekt.',
    });
  });

  it.each([['123'], ['12345'], ['12a4']])('says that the registration number must be 4 digits for %j', (registreringsnummer) => {
    expect(fejl('forudbetaling-faktura', konto({ registreringsnummer, kontonummer: '1' }))).toEqual({
      [sti('registreringsnummer')]: 'Kontooplysninger er ikke angivet korrekt. Registreringsnummeret skal være 4 cifre.',
    });
  });

  it('says that an account number of more than 10 digits is too long', () => {
    expect(fejl('forudbetaling-faktura', konto({ registreringsnummer: '1234', kontonummer: '12345678901' }))).toEqual({
      [sti('kontonummer')]: 'Kontooplysninger er ikke angivet korrekt. Kontonummeret må højst have 10 cifre.',
    });
    expect(fejl('forudbetaling-faktura', konto({ registreringsnummer: '1234', kontonummer: '1234567890' }))).toEqual({});
  });

  it.each([
    [{ kortart: '72', betalingsidentitet: '1', kreditornummer: '1' }, 'kortart'],
    [{ kortart: '71', betalingsidentitet: '1'.repeat(17), kreditornummer: '1' }, 'betalingsidentitet'],
    [{ kortart: '71', betalingsidentitet: '1', kreditornummer: '123456789' }, 'kreditornummer'],
    [{ kortart: '71', betalingsidentitet: '', kreditornummer: '1' }, 'betalingsidentitet'],
    [{ betalingsidentitet: '1', kreditornummer: '1' }, 'kortart'],
  ])("says 'Indbetalingskort er ikke angivet korrekt.' for %j at %s", (felter, felt) => {
    expect(fejl('forudbetaling-faktura', kort(felter))).toEqual({ [sti(felt)]: 'Indbetalingskort er ikke angivet korrekt.' });
  });

  it('leaves the valid default card type alone while the other card fields are missing', () => {
    expect(fejl('forudbetaling-faktura', kort({ kortart: '71' }))).toEqual({
      [sti('betalingsidentitet')]: 'Indbetalingskort er ikke angivet korrekt.',
      [sti('kreditornummer')]: 'Indbetalingskort er ikke angivet korrekt.',
    });
  });

  it('does not judge the method that is not chosen', () => {
    const betaling = { betalingsmetode: 'bankoverfoersel', registreringsnummer: '1234', kontonummer: '1', kortart: 'xx' };
    expect(fejl('forudbetaling-faktura', medFaktura({ betalingsoplysninger: betaling }))).toEqual({});
  });
});

describe('forudbetaling-tro-og-love (SPEC §5.1 terms)', () => {
  it("says 'Betingelser skal accepteres.' until the box is ticked", () => {
    expect(fejl('forudbetaling-tro-og-love', { deltagelser: [] })).toEqual({ '/betingelserAccepteret': 'Betingelser skal accepteres.' });
    expect(fejl('forudbetaling-tro-og-love', { betingelserAccepteret: false })).toEqual({
      '/betingelserAccepteret': 'Betingelser skal accepteres.',
    });
    expect(fejl('forudbetaling-tro-og-love', { betingelserAccepteret: true })).toEqual({});
  });
});
