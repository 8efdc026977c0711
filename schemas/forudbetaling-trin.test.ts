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
    [{ startdato: '2026-12-05', afslutningsdato: '2026-12-01' }, '/deltagelser/0/periode/afslutningsdato'],
    [{ startdato: '2026-02-30', afslutningsdato: '2026-12-01' }, '/deltagelser/0/periode/startdato'],
    [{ startdato: '01.12.2026', afslutningsdato: '2026-12-01' }, '/deltagelser/0/periode/startdato'],
    [{ startdato: '2026-12-01' }, '/deltagelser/0/periode/afslutningsdato'],
    [undefined, '/deltagelser/0/periode'],
  ])("says 'Periode er ikke angivet korrekt.' for %j", (periode, sti) => {
    expect(fejl('forudbetaling-deltagelse', deltagelse({ periode }))).toEqual({ [sti]: 'Periode er ikke angivet korrekt.' });
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

  it('needs the invoice document, at most 10 MB, as a pdf, png or jpeg data URI', () => {
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
    expect(fejl('forudbetaling-faktura', medFaktura({ dokument: { filnavn: 'stor.pdf', stoerrelse: 10 * 1024 * 1024 + 1 } }))).toEqual({
      [sti]: 'Der skal vedhæftes en faktura.',
      '/fakturaoplysninger/dokument/stoerrelse': 'Filen må maks være 10 MB.',
    });
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

  it.each([['35124005'], ['3512400'], ['3512400a'], [undefined]])("says 'Der skal angives CVR-nummer for leverandør.' for %s", (cvr) => {
    expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr, navn: 'X' } }))).toEqual({
      '/fakturaoplysninger/leverandoer/cvr': 'Der skal angives CVR-nummer for leverandør.',
    });
  });

  it("says 'Leverandør ikke fundet.' while the CVR has no supplier name", () => {
    expect(fejl('forudbetaling-faktura', medFaktura({ leverandoer: { cvr: '35124004' } }))).toEqual({
      '/fakturaoplysninger/leverandoer/navn': 'Leverandør ikke fundet.',
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

  it.each([
    [{ registreringsnummer: '123', kontonummer: '1' }],
    [{ registreringsnummer: '12345', kontonummer: '1' }],
    [{ registreringsnummer: '1234', kontonummer: '12345678901' }],
    [{ registreringsnummer: '1234' }],
  ])("says 'Kontooplysninger er ikke angivet korrekt.' for %j", (konto) => {
    const svar = fejl('forudbetaling-faktura', medFaktura({ betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', ...konto } }));
    expect(Object.values(svar)).toEqual(['Kontooplysninger er ikke angivet korrekt.']);
  });

  it.each([
    [{ kortart: '72', betalingsidentitet: '1', kreditornummer: '1' }],
    [{ kortart: '71', betalingsidentitet: '1'.repeat(17), kreditornummer: '1' }],
    [{ kortart: '71', betalingsidentitet: '1', kreditornummer: '123456789' }],
    [{ kortart: '71', betalingsidentitet: '' }],
  ])("says 'Indbetalingskort er ikke angivet korrekt.' for %j", (kort) => {
    const svar = fejl('forudbetaling-faktura', medFaktura({ betalingsoplysninger: { betalingsmetode: 'indbetalingskort', ...kort } }));
    expect(Object.values(svar)).toEqual(['Indbetalingskort er ikke angivet korrekt.']);
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
