import { describe, expect, it } from 'vitest';
import { danskDagsStart, formatDato, formatKroner } from './format';

describe('Danish formats', () => {
  it('writes amounts with two decimals and kr.', () => {
    expect(formatKroner(18500)).toBe('18.500,00 kr.');
    expect(formatKroner(0.5)).toBe('0,50 kr.');
  });

  it('writes dates as dd.mm.yyyy in Danish time', () => {
    expect(formatDato('2026-12-01')).toBe('01.12.2026');
    expect(formatDato('2026-11-22T23:30:00Z')).toBe('23.11.2026');
  });

  it('finds when a Danish day begins in UTC, in winter and in summer time', () => {
    expect(danskDagsStart('2026-11-22')).toBe('2026-11-21T23:00:00.000Z');
    expect(danskDagsStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });
});
