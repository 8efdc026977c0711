import { describe, expect, it } from 'vitest';
import { createAjv } from '@engine/ajv';
import { feltFejl } from '@engine/felt-fejl';
import felter from '@schemas/felter.schema.json';
import opret from '@schemas/forudbetaling-opret.schema.json';
import type { Kladde } from '@workflows/forudbetaling-wizard';
import { tilOpretBody } from './til-opret-body';

// The server's own body schema, so the mapping is checked against what the API accepts.
const validerBody = createAjv([felter, opret]).getSchema('forudbetaling-opret')!;
const dataUri = 'data:application/pdf;name=faktura.pdf;base64,JVBERi0xLjcK';

const kladde: Kladde = {
  deltagelser: [
    {
      tilskud: { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } },
      pris: 18500,
      periode: { startdato: '2026-12-01', afslutningsdato: '2026-12-05' },
    },
    {
      tilskud: { id: 1002, ansoegningsnummer: 'A-2026-001002', uddannelse: { navn: 'Truckcertifikat B' } },
      pris: 9200.5,
      periode: { startdato: '2027-01-04', afslutningsdato: '2027-01-06' },
    },
  ],
  fakturaoplysninger: {
    dokument: { url: dataUri, filnavn: 'faktura.pdf', stoerrelse: 9 },
    fakturanummer: ' KN-2026-0417 ',
    leverandoer: { cvr: '35124004', navn: 'Kursuscenter Nord ApS' },
    betalingsoplysninger: {
      betalingsmetode: 'indbetalingskort',
      kortart: '71',
      betalingsidentitet: ' 000000067097535',
      kreditornummer: '85799665 ',
      registreringsnummer: '1234',
      kontonummer: '99',
    },
  },
  betingelserAccepteret: true,
};

describe('tilOpretBody', () => {
  it('maps the draft to the body of SPEC §7 with the card of the chosen method only', () => {
    const body = tilOpretBody(kladde);

    expect(body).toEqual({
      status: 'Oprettet',
      deltagelser: [
        { ansogningId: 1001, pris: 18500, periodeStart: '2026-12-01', periodeSlut: '2026-12-05' },
        { ansogningId: 1002, pris: 9200.5, periodeStart: '2027-01-04', periodeSlut: '2027-01-06' },
      ],
      faktura: {
        fakturaNummer: 'KN-2026-0417',
        cvr: '35124004',
        dokument: { dataUri },
        indbetalingskort: { kortArt: '71', betalingsId: '000000067097535', kreditorNummer: '85799665' },
      },
    });
    validerBody(body);
    expect(feltFejl(validerBody.errors)).toEqual([]);
  });

  it('sends a bank transfer as bankOverfoersel', () => {
    const bank: Kladde = {
      ...kladde,
      fakturaoplysninger: {
        ...kladde.fakturaoplysninger,
        betalingsoplysninger: { betalingsmetode: 'bankoverfoersel', registreringsnummer: '1234', kontonummer: '0012345678', kortart: '71' },
      },
    };

    expect(tilOpretBody(bank).faktura).toEqual({
      fakturaNummer: 'KN-2026-0417',
      cvr: '35124004',
      dokument: { dataUri },
      bankOverfoersel: { regNr: '1234', kontoNummer: '0012345678' },
    });
  });

  it('sends the fields a step added to the draft at the top of the body, as they are', () => {
    const body = tilOpretBody({ ...kladde, telefonnummer: '12345678', nyhedsbrev: false });

    expect(body).toMatchObject({ telefonnummer: '12345678', nyhedsbrev: false, status: 'Oprettet' });
    expect(body).not.toHaveProperty('betingelserAccepteret');
    expect(body).not.toHaveProperty('fakturaoplysninger');
    // The schema as shipped names no such field: the server refuses it rather than drop it.
    validerBody(body);
    expect(feltFejl(validerBody.errors)).toContainEqual({ path: '/telefonnummer', message: 'Feltet er ikke tilladt.' });
  });
});
