import { describe, expect, it } from 'vitest';
import type { WizardKontekst } from '../../../../../workflows/forudbetaling-wizard';
import { laesGemt, tilGemt } from './gemt-guide';

const svejsning = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } };
const kontekst: WizardKontekst = {
  kladde: {
    deltagelser: [{ tilskud: svejsning, pris: 18500 }],
    fakturaoplysninger: {
      dokument: { url: 'data:application/pdf;base64,JVBERi0xLjcK', filnavn: 'faktura.pdf', stoerrelse: 9, filtype: 'application/pdf' },
      fakturanummer: 'KN-1',
    },
  },
  forsoegt: { tilskud: true },
  kontrolSet: false,
  indsendFejl: new Error('x'),
  serverFejl: [{ path: '/faktura/fakturaNummer', message: 'x' }],
  anmodningId: null,
};

describe('tilGemt', () => {
  it('keeps the draft without the invoice, and remembers its name', () => {
    expect(tilGemt('Mette Jensen', 'faktura', kontekst)).toEqual({
      bruger: 'Mette Jensen',
      tilstand: 'faktura',
      kladde: { deltagelser: [{ tilskud: svejsning, pris: 18500 }], fakturaoplysninger: { fakturanummer: 'KN-1' } },
      forsoegt: { tilskud: true },
      kontrolSet: false,
      anmodningId: null,
      fjernetFil: 'faktura.pdf',
    });
  });

  it('keeps the name of a file dropped earlier until another is attached, and none for a refused file', () => {
    const uden = { ...kontekst, kladde: { deltagelser: [], fakturaoplysninger: { fakturanummer: 'KN-1' } } };
    expect(tilGemt('M', 'faktura', uden, 'faktura.pdf').fjernetFil).toBe('faktura.pdf');
    const afvist = { ...kontekst, kladde: { deltagelser: [], fakturaoplysninger: { dokument: { filnavn: 'stor.pdf', stoerrelse: 2e7 } } } };
    expect(tilGemt('M', 'faktura', afvist).fjernetFil).toBeUndefined();
    expect(tilGemt('M', 'tilskud', { ...kontekst, kladde: { deltagelser: [] } }).kladde).toEqual({ deltagelser: [] });
  });
});

describe('laesGemt', () => {
  const gemt = JSON.stringify(tilGemt('Mette Jensen', 'faktura', kontekst));

  it('gives the kept wizard back to the person who kept it', () => {
    expect(laesGemt(gemt, 'Mette Jensen')).toEqual(JSON.parse(gemt));
  });

  it('gives nothing to another person, for nothing kept, or for anything not of its shape', () => {
    expect(laesGemt(gemt, 'Lars Nielsen')).toBeUndefined();
    expect(laesGemt(null, 'Mette Jensen')).toBeUndefined();
    expect(laesGemt('{ikke json', 'Mette Jensen')).toBeUndefined();
    expect(laesGemt(JSON.stringify({ ...JSON.parse(gemt), kladde: {} }), 'Mette Jensen')).toBeUndefined();
    expect(laesGemt(JSON.stringify({ ...JSON.parse(gemt), kontrolSet: 'ja' }), 'Mette Jensen')).toBeUndefined();
  });
});
