import { describe, expect, it } from 'vitest';
import { filtypeAf, SIGNATUR_BYTES } from './filtype';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('filtypeAf', () => {
  it('knows a PDF, a PNG and a JPEG by their signatures', () => {
    expect(filtypeAf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(filtypeAf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(filtypeAf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('calls anything else, a text renamed to .pdf included, application/octet-stream', () => {
    expect(filtypeAf(new TextEncoder().encode('Dette er ikke en faktura'))).toBe('application/octet-stream');
    expect(filtypeAf(new TextEncoder().encode('%PDF'))).toBe('application/octet-stream');
    expect(filtypeAf(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('application/octet-stream');
    expect(filtypeAf(bytes())).toBe('application/octet-stream');
  });

  it('needs no more than the longest signature', () => {
    expect(SIGNATUR_BYTES).toBe(8);
  });
});
