import { describe, expect, it } from 'vitest';
import { laesFakturaDataUri, MAKS_FAKTURA_BYTES, safeFilnavn } from './faktura-dokument';

const pdf = Buffer.from('%PDF-1.7\n%test\n');
const uri = (indhold: string, type = 'application/pdf', parametre = '') => `data:${type}${parametre};base64,${indhold}`;

describe('laesFakturaDataUri', () => {
  it('decodes a PDF with its name', () => {
    const d = laesFakturaDataUri(uri(pdf.toString('base64'), 'application/pdf', ';name=min%20faktura.pdf'));
    expect(d).toEqual({ bytes: new Uint8Array(pdf), contentType: 'application/pdf', filnavn: 'min faktura.pdf' });
  });

  it('accepts every padding', () => {
    for (const n of [15, 16, 17]) {
      const bytes = Buffer.concat([pdf.subarray(0, 8), Buffer.alloc(n - 8, 65)]);
      const d = laesFakturaDataUri(uri(bytes.toString('base64')));
      expect(typeof d === 'object' && Buffer.from(d.bytes).equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['a character outside the alphabet', `${pdf.toString('base64').slice(0, -4)}AB!C`],
    ['padding in the middle', `${pdf.toString('base64').slice(0, 4)}AB==${pdf.toString('base64').slice(4, -4)}`],
    ['whitespace', `${pdf.toString('base64').slice(0, -4)} ABC`],
    ['the URL-safe alphabet', `${pdf.toString('base64').slice(0, -4)}AB-_`],
    ['a length that is no multiple of four', pdf.toString('base64').slice(0, -1)],
    ['nothing', ''],
  ])('refuses %s', (_navn, indhold) => {
    expect(laesFakturaDataUri(uri(indhold))).toBe('mangler');
  });

  it('refuses a header that is not a base64 data URI', () => {
    expect(laesFakturaDataUri(`data:application/pdf,${pdf.toString('base64')}`)).toBe('mangler');
    expect(laesFakturaDataUri(pdf.toString('base64'))).toBe('mangler');
  });

  it('refuses bytes that are not the type the URI claims', () => {
    expect(laesFakturaDataUri(uri(pdf.toString('base64'), 'image/png'))).toBe('forkertType');
    expect(laesFakturaDataUri(uri(Buffer.from('hej med dig').toString('base64')))).toBe('forkertType');
  });

  it('refuses a file over 10 MB before decoding it', () => {
    expect(laesFakturaDataUri(uri('A'.repeat(Math.ceil((MAKS_FAKTURA_BYTES + 3) / 3) * 4)))).toBe('forStor');
  });
});

describe('safeFilnavn', () => {
  it('keeps letters and the real extension, drops paths', () => {
    expect(safeFilnavn('../../etc/Faktura æøå<1>.exe', 'pdf')).toBe('Faktura æøå_1_.pdf');
    expect(safeFilnavn('', 'png')).toBe('faktura.png');
  });
});
