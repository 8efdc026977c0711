import { describe, expect, it } from 'vitest';
import { re2, somIBrowseren } from './re2';

describe('re2', () => {
  it('matches as the browser does, Unicode white space in \\s and \\S included', () => {
    for (const [pattern, tekster] of [
      ['\\S', ['\u3000', '\u00a0\ufeff', 'a', ' ']],
      ['^https?://[^\\s/?#]+[^\\s]*$', ['https://a.dk/x', 'https://a\u3000b.dk', 'http://a.dk/\u00a0', 'ftp://a']],
      ['^[\\p{L}\\p{N}][\\p{L}\\p{N} ./_-]*$', ['KN-7', 'Æblé 2', '\u3164', '-x']],
      ['^\\s*\\d{1,8}\\s*$', [' 123 ', '\u2003123', '١٢٣']],
    ] as const) {
      const motor = re2(pattern, 'u');
      for (const tekst of tekster)
        expect(motor.test(tekst), `${pattern} on ${JSON.stringify(tekst)}`).toBe(new RegExp(pattern, 'u').test(tekst));
    }
  });

  it('reads an escaped backslash and a class as they are', () => {
    expect(somIBrowseren('\\\\s')).toBe('\\\\s');
    expect(somIBrowseren('[^\\S]')).toBe('[^\\S]');
  });

  it('runs 80,000 digits and an x through the phone pattern in linear time', () => {
    const start = performance.now();
    expect(re2('^[+0-9 ()-]*[0-9][+0-9 ()-]*$', 'u').test(`${'1'.repeat(80_000)}x`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
