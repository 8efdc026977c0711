import { describe, expect, it } from 'vitest';
import { formatDato, formatKroner } from './format';

describe('Danish formats', () => {
  it('writes amounts with two decimals and kr.', () => {
    expect(formatKroner(18500)).toBe('18.500,00 kr.');
    expect(formatKroner(0.5)).toBe('0,50 kr.');
  });

  it('writes dates as dd.mm.yyyy in Danish time', () => {
    expect(formatDato('2026-12-01')).toBe('01.12.2026');
    expect(formatDato('2026-11-22T23:30:00Z')).toBe('23.11.2026');
  });
});
