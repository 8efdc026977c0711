import { describe, expect, it } from 'vitest';
import { laesBeloeb, visBeloeb } from './laes-beloeb';

describe('laesBeloeb', () => {
  it.each([
    ['18500', 18500],
    ['18.500', 18500],
    ['18.500,50', 18500.5],
    ['9200,5', 9200.5],
    ['1.234.567,89', 1234567.89],
    ['9200.50', 9200.5],
    [' 18 500 kr.', 18500],
    ['0', 0],
    ['-5', -5],
  ])('reads %j as %d', (tekst, beloeb) => {
    expect(laesBeloeb(tekst)).toBe(beloeb);
  });

  it.each([[''], ['abc'], ['18,500,00'], ['1.2345'], ['12.5.2026']])('reads %j as no amount', (tekst) => {
    expect(laesBeloeb(tekst)).toBeUndefined();
  });

  it('shows an amount again in the Danish format, with two decimals, so that it reads back the same', () => {
    expect(visBeloeb(1234.5)).toBe('1.234,50');
    expect(visBeloeb(18500)).toBe('18.500,00');
    expect(visBeloeb(9200.05)).toBe('9.200,05');
    expect(visBeloeb(0.5)).toBe('0,50');
    // More decimals than two are kept, not rounded away.
    expect(visBeloeb(9200.505)).toBe('9.200,505');
    for (const beloeb of [1234.5, 18500, 9200.05, 0.5, 9200.505, 1234567.89, 100000000]) expect(laesBeloeb(visBeloeb(beloeb))).toBe(beloeb);
  });
});
