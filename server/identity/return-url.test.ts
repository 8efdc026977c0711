import { describe, expect, it } from 'vitest';
import { sikkerReturnUrl } from './return-url';

describe('sikkerReturnUrl', () => {
  it.each([
    ['/app/forudbetaling/anmod', '/app/forudbetaling/anmod'],
    ['/app/virksomhed/arbejdsmangel/anmod?x=1#top', '/app/virksomhed/arbejdsmangel/anmod?x=1#top'],
    ['/app/forudbetaling/../virksomhed', '/app/virksomhed'],
  ])('follows the local path %s', (input, expected) => {
    expect(sikkerReturnUrl(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    'javascript:alert(1)',
    'app',
    '',
    undefined,
    42,
    // Dot segments that normalise to a path naming another host.
    '/.//evil.example/phish',
    '/app/..//evil.example',
    '/app/%2e%2e//evil.example',
    '/app/%2E%2E/%2e//evil.example',
    '/app/../\\evil.example',
  ])('sends %s to /app', (input) => {
    expect(sikkerReturnUrl(input)).toBe('/app');
  });
});
