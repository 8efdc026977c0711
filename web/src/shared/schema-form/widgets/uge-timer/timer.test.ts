import { describe, expect, it } from 'vitest';
import { formatTimer, saetTimer, samledeTimer, timerForUge, timerFraInput, timerUdenforPeriode, visTimer, type UgeTimer } from './timer';

const uge10 = { aar: 2027, ugeNr: 10 };
const uge11 = { aar: 2027, ugeNr: 11 };
const uge53 = { aar: 2026, ugeNr: 53 };

describe('timerFraInput', () => {
  it('reads hours with a dot or a Danish comma', () => {
    expect(timerFraInput('7.5')).toBe(7.5);
    expect(timerFraInput('7,5')).toBe(7.5);
    expect(timerFraInput(' 37 ')).toBe(37);
  });

  it('reads a comma typed last as the whole hours, so typing 7,5 passes through 7', () => {
    expect(timerFraInput('7,')).toBe(7);
  });

  it('treats empty and 0 as no hours', () => {
    expect(timerFraInput('')).toBeUndefined();
    expect(timerFraInput('  ')).toBeUndefined();
    expect(timerFraInput('0')).toBeUndefined();
    expect(timerFraInput('0,00')).toBeUndefined();
  });

  it('keeps a text that is no number as it is, so the schema can refuse it', () => {
    expect(timerFraInput('abc')).toBe('abc');
    expect(timerFraInput('7,5,5')).toBe('7,5,5');
    expect(timerFraInput('1e2')).toBe('1e2');
    expect(timerFraInput('1.234,5')).toBe('1.234,5');
  });

  it('keeps a negative number, so the schema can refuse it', () => {
    expect(timerFraInput('-2')).toBe(-2);
  });
});

describe('visTimer', () => {
  it('shows hours with a Danish decimal comma that timerFraInput reads back', () => {
    expect(visTimer(7.5)).toBe('7,5');
    expect(timerFraInput(visTimer(7.5))).toBe(7.5);
    expect(visTimer(37)).toBe('37');
    expect(visTimer('abc')).toBe('abc');
    expect(visTimer(undefined)).toBe('');
  });
});

describe('saetTimer', () => {
  it('adds a week and keeps the weeks in order across New Year', () => {
    let poster: UgeTimer[] = [];
    poster = saetTimer(poster, uge11, 10);
    poster = saetTimer(poster, uge53, 5);
    poster = saetTimer(poster, uge10, 7.5);
    expect(poster).toEqual([
      { aar: 2026, ugeNr: 53, timerPerUge: 5 },
      { aar: 2027, ugeNr: 10, timerPerUge: 7.5 },
      { aar: 2027, ugeNr: 11, timerPerUge: 10 },
    ]);
  });

  it('replaces the hours of a week already entered', () => {
    const poster = saetTimer([{ ...uge10, timerPerUge: 7.5 }], uge10, 20);
    expect(poster).toEqual([{ ...uge10, timerPerUge: 20 }]);
  });

  it('removes the week when the entry is 0 or empty', () => {
    const poster = [
      { ...uge10, timerPerUge: 7.5 },
      { ...uge11, timerPerUge: 10 },
    ];
    expect(saetTimer(poster, uge10, timerFraInput('0'))).toEqual([{ ...uge11, timerPerUge: 10 }]);
    expect(saetTimer(poster, uge11, timerFraInput(''))).toEqual([{ ...uge10, timerPerUge: 7.5 }]);
  });

  it('leaves the list it was given unchanged', () => {
    const poster = [{ ...uge10, timerPerUge: 7.5 }];
    saetTimer(poster, uge10, undefined);
    expect(poster).toEqual([{ ...uge10, timerPerUge: 7.5 }]);
  });
});

describe('timerForUge, samledeTimer and formatTimer', () => {
  const poster = [
    { ...uge10, timerPerUge: 7.5 },
    { ...uge11, timerPerUge: 30 },
  ];

  it('finds the hours of a week', () => {
    expect(timerForUge(poster, uge11)).toBe(30);
    expect(timerForUge(poster, uge53)).toBeUndefined();
  });

  it('adds up the hours', () => {
    expect(samledeTimer(poster)).toBe(37.5);
    expect(samledeTimer([])).toBe(0);
    expect(samledeTimer(undefined)).toBe(0);
  });

  it('shows totals with two decimals, Danish style', () => {
    expect(formatTimer(37.5)).toBe('37,50');
    expect(formatTimer(0)).toBe('0,00');
    expect(formatTimer(0.125)).toBe('0,13');
    expect(formatTimer(1234.5)).toBe('1.234,50');
  });
});

describe('timerUdenforPeriode', () => {
  const poster = [
    { ...uge53, timerPerUge: 5 },
    { ...uge10, timerPerUge: 7.5 },
  ];

  it('finds the weeks outside the period', () => {
    expect(timerUdenforPeriode(poster, { fra: '2027-03-08', til: '2027-03-14' })).toEqual([{ ...uge53, timerPerUge: 5 }]);
  });

  it('finds none without a valid period or without weeks', () => {
    expect(timerUdenforPeriode(poster, undefined)).toEqual([]);
    expect(timerUdenforPeriode(poster, { fra: '2027-03-08' })).toEqual([]);
    expect(timerUdenforPeriode(undefined, { fra: '2027-03-08', til: '2027-03-14' })).toEqual([]);
  });
});
