import { describe, expect, it } from 'vitest';
import { sikkerReturnUrl } from './return-url';

describe('sikkerReturnUrl', () => {
  it.each([
    ['/app/forudbetaling/anmod', '/app/forudbetaling/anmod'],
    ['/app/virksomhed/arbejdsmangel/anmod?x=1#top', '/app/virksomhed/arbejdsmangel/anmod?x=1#top'],
  ])('follows the local path %s', (input, expected) => {
    expect(sikkerReturnUrl(input)).toBe(expected);
  });

  it.each(['https://evil.example/app', '//evil.example/app', '/\\evil.example', 'javascript:alert(1)', 'app', '', undefined, 42])(
    'sends %s to /app',
    (input) => {
      expect(sikkerReturnUrl(input)).toBe('/app');
    },
  );
});
