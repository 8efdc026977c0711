import { describe, expect, it } from 'vitest';
import {
  danskDagsStart,
  danskDato,
  danskTid,
  formatCpr,
  formatDato,
  formatDatoLang,
  formatDatoTid,
  formatKroner,
  formatToDecimaler,
} from './format';

describe('Danish formats', () => {
  it('writes amounts with two decimals and kr.', () => {
    expect(formatKroner(18500)).toBe('18.500,00 kr.');
    expect(formatKroner(0.5)).toBe('0,50 kr.');
    expect(formatToDecimaler(1234.5)).toBe('1.234,50');
  });

  it('writes CPR numbers as ddmmåå-xxxx, with or without the hyphen typed, and leaves anything else as it is', () => {
    expect(formatCpr('0202901234')).toBe('020290-1234');
    expect(formatCpr('020290-1234')).toBe('020290-1234');
    expect(formatCpr(' 0202901234 ')).toBe('020290-1234');
    expect(formatCpr('020290-123')).toBe('020290-123');
    expect(formatCpr('020290--1234')).toBe('020290--1234');
    expect(formatCpr('')).toBe('');
  });

  it('writes dates as dd.mm.yyyy in Danish time', () => {
    expect(formatDato('2026-12-01')).toBe('01.12.2026');
    expect(formatDato('2026-11-22T23:30:00Z')).toBe('23.11.2026');
  });

  it('writes dates as a letter does, day and month by name, in Danish time', () => {
    expect(formatDatoLang('2026-12-01')).toBe('1. december 2026');
    expect(formatDatoLang('2026-11-22T23:30:00Z')).toBe('23. november 2026');
  });

  it('writes timestamps as date and time in Danish time, summer and winter', () => {
    expect(formatDatoTid('2026-11-22T08:25:08.026Z')).toBe('22.11.2026 09.25');
    expect(formatDatoTid('2026-06-30T22:05:00Z')).toBe('01.07.2026 00.05');
    // Past midnight in Denmark while still the day before in UTC.
    expect(formatDatoTid('2026-12-31T23:30:00Z')).toBe('01.01.2027 00.30');
  });

  it('finds when a Danish day begins in UTC, in winter and in summer time', () => {
    expect(danskDagsStart('2026-11-22')).toBe('2026-11-21T23:00:00.000Z');
    expect(danskDagsStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('danskTid and danskDato', () => {
  it('write the time and the calendar day in Copenhagen, summer and winter', () => {
    expect(danskTid('2026-11-22T09:05:00.000Z')).toBe('2026-11-22 10:05');
    expect(danskTid('2026-06-30T22:30:00.000Z')).toBe('2026-07-01 00:30');
    expect(danskDato(new Date('2026-06-30T22:30:00.000Z'))).toBe('2026-07-01');
    expect(danskDato('2026-12-31T22:59:00.000Z')).toBe('2026-12-31');
    expect(danskDato('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
  });
});
