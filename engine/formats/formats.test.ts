import { describe, expect, it } from 'vitest';
import { erGyldigtCpr } from './cpr';
import { erCvrKontrolcifferGyldigt, erGyldigtCvr } from './cvr';
import { erGyldigDato } from './dato';

describe('cvr', () => {
  it.each([
    ['24256790', 'Novo Nordisk A/S'],
    ['22756214', 'A.P. Møller - Mærsk A/S'],
    ['61126228', 'Danske Bank A/S'],
    ['25992180', 'Nordea Danmark'],
  ])('accepts %s (%s)', (cvr) => {
    expect(erGyldigtCvr(cvr)).toBe(true);
  });

  it.each([
    ['24256791', 'last digit off by one'],
    ['22756241', 'two digits swapped'],
    ['2425679', 'seven digits'],
    ['242567900', 'nine digits'],
    ['2425679a', 'a letter'],
    ['24 256790', 'a space'],
    ['', 'empty'],
  ])('refuses %s (%s)', (cvr) => {
    expect(erGyldigtCvr(cvr)).toBe(false);
  });
});

describe('cvr-kontrolciffer', () => {
  it('judges only the check digit of eight digits, leaving other faults to the pattern', () => {
    expect(erCvrKontrolcifferGyldigt('24256790')).toBe(true);
    expect(erCvrKontrolcifferGyldigt('24256791')).toBe(false);
    expect(erCvrKontrolcifferGyldigt('2425679')).toBe(true);
    expect(erCvrKontrolcifferGyldigt('')).toBe(true);
  });
});

describe('cpr', () => {
  it.each(['0101901234', '010190-1234', '2902004000', '3112991234', '290296-1111'])('accepts %s', (cpr) => {
    expect(erGyldigtCpr(cpr)).toBe(true);
  });

  it.each([
    ['3102901234', '31 February'],
    ['2902011234', '29 February 1901 (no leap year)'],
    ['0113901234', 'month 13'],
    ['0001901234', 'day 0'],
    ['010190--1234', 'two hyphens'],
    ['010190 1234', 'a space'],
    ['01019012345', 'eleven digits'],
    ['010190123', 'nine digits'],
  ])('refuses %s (%s)', (cpr) => {
    expect(erGyldigtCpr(cpr)).toBe(false);
  });
});

describe('dato', () => {
  it.each(['2026-11-22', '2024-02-29', '2000-02-29', '2026-12-31'])('accepts %s', (dato) => {
    expect(erGyldigDato(dato)).toBe(true);
  });

  it.each(['2026-02-30', '2025-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '22-11-2026', '2026-11-22T00:00'])(
    'refuses %s',
    (dato) => {
      expect(erGyldigDato(dato)).toBe(false);
    },
  );
});
