import { describe, expect, it } from 'vitest';
import { fakturaNoegle, kanoniskFakturanummer } from './anmodninger';

// One request per invoice (SPEC §1) compares numbers as NFKC, case-folded and trimmed by the one
// blank rule (engine/trim.ts), so a number stored before the body was trimmed so, or given by the
// code directly, is the same invoice with a zero-width space or a Hangul filler around it.
describe('kanoniskFakturanummer', () => {
  it('trims blanks that show nothing, not only white space', () => {
    expect(kanoniskFakturanummer('INV-1001\u200B')).toBe('inv-1001');
    expect(kanoniskFakturanummer('\uFEFF\u3164INV-１００１ ')).toBe('inv-1001');
    expect(fakturaNoegle('35124004', '\u2060KURS-STRASSE')).toBe(fakturaNoegle('35124004', 'kurs-straße'));
  });

  it('keeps blanks inside: a space makes another number', () => {
    expect(kanoniskFakturanummer('INV\u200B1001')).toBe('inv\u200B1001');
    expect(kanoniskFakturanummer('INV 1001')).not.toBe(kanoniskFakturanummer('INV1001'));
  });
});
