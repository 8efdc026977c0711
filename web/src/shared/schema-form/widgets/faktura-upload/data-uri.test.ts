import { describe, expect, it } from 'vitest';
import { laesFiltype, medTypeOgFilnavn } from './data-uri';

describe('medTypeOgFilnavn', () => {
  it('puts the real type and the encoded file name before the base64 data', () => {
    expect(medTypeOgFilnavn('data:application/pdf;base64,JVBERi0=', 'application/pdf', 'Faktura nr; 17, maj.pdf')).toBe(
      'data:application/pdf;name=Faktura%20nr%3B%2017%2C%20maj.pdf;base64,JVBERi0=',
    );
    // A PNG named .pdf: the browser says pdf, the bytes say png.
    expect(medTypeOgFilnavn('data:application/pdf;base64,iVBO', 'image/png', 'scan.pdf')).toBe('data:image/png;name=scan.pdf;base64,iVBO');
  });

  it('leaves a data URI without base64 data alone, and a file without a name without one', () => {
    expect(medTypeOgFilnavn('data:,', 'application/pdf', 'a.pdf')).toBe('data:,');
    expect(medTypeOgFilnavn('data:application/octet-stream;base64,iVBO', 'image/png', '')).toBe('data:image/png;base64,iVBO');
  });

  it('cuts a long name to what the schema takes, whole characters only', () => {
    const uri = medTypeOgFilnavn('data:application/pdf;base64,JVBERi0=', 'application/pdf', `${'ø'.repeat(200)}.pdf`);
    const navn = /;name=([^;]*);/.exec(uri)?.[1] ?? '';
    expect(navn.length).toBeLessThanOrEqual(250);
    expect(decodeURIComponent(navn)).toBe('ø'.repeat(41));
  });
});

describe('laesFiltype', () => {
  it('reads the type from the first bytes, whatever the file claims', async () => {
    expect(await laesFiltype(new Blob(['%PDF-1.7\n'], { type: 'text/plain' }))).toBe('application/pdf');
    expect(await laesFiltype(new Blob(['Dette er en tekst'], { type: 'application/pdf' }))).toBe('application/octet-stream');
  });
});
