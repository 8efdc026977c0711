import { describe, expect, it } from 'vitest';
import { medFilnavn } from './data-uri';

describe('medFilnavn', () => {
  it('puts the encoded file name before the base64 data', () => {
    expect(medFilnavn('data:application/pdf;base64,JVBERi0=', 'Faktura nr; 17, maj.pdf')).toBe(
      'data:application/pdf;name=Faktura%20nr%3B%2017%2C%20maj.pdf;base64,JVBERi0=',
    );
  });

  it('leaves a data URI without base64 data or a file without a name alone', () => {
    expect(medFilnavn('data:,', 'a.pdf')).toBe('data:,');
    expect(medFilnavn('data:image/png;base64,iVBO', '')).toBe('data:image/png;base64,iVBO');
  });
});
