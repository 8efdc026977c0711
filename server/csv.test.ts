import { describe, expect, it } from 'vitest';
import { csvCelle, csvLinje } from './csv';

describe('csvCelle', () => {
  it.each([
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+71<000000067097535+85799665<', `"'+71<000000067097535+85799665<"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['="a";"b"', `"'=""a"";""b"""`],
  ])('neutralises %j, which a spreadsheet would read as a formula', (vaerdi, celle) => {
    expect(csvCelle(vaerdi)).toBe(celle);
  });

  it('quotes a cell with the separator, a quote or a line break, and leaves plain text as it is', () => {
    expect(csvCelle('Kursuscenter Nord ApS')).toBe('Kursuscenter Nord ApS');
    expect(csvCelle('KN-2026-0417')).toBe('KN-2026-0417');
    expect(csvCelle('A;B')).toBe('"A;B"');
    expect(csvCelle('Sig "hej"')).toBe('"Sig ""hej"""');
    expect(csvCelle('to\nlinjer')).toBe('"to\nlinjer"');
  });

  it('joins a line with semicolons', () => {
    expect(csvLinje(['1', '=A1', 'x;y'])).toBe(`1;"'=A1";"x;y"`);
  });
});
