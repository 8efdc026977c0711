import { describe, expect, it } from 'vitest';
import { kursustimerIAlt, timerIUge, ugeOversigt } from './uge-oversigt';
import { adminAnsoegning } from './testdata';

describe('ugeOversigt', () => {
  it('lists every ISO week of the period with the number of employees having hours in it', () => {
    const { medarbejdere } = adminAnsoegning();
    expect(ugeOversigt('2027-03-01', '2027-04-04', medarbejdere)).toEqual([
      { aar: 2027, ugeNr: 9, antal: 1 },
      { aar: 2027, ugeNr: 10, antal: 2 },
      { aar: 2027, ugeNr: 11, antal: 0 },
      { aar: 2027, ugeNr: 12, antal: 0 },
      { aar: 2027, ugeNr: 13, antal: 0 },
    ]);
  });

  it('draws no week of a period stored before the 52-week rule, e.g. from year 0027 (104,000 rows for everyone opening the case)', () => {
    const { medarbejdere } = adminAnsoegning();
    expect(ugeOversigt('0027-04-01', '2026-05-01', medarbejdere)).toEqual([]);
    expect(ugeOversigt('2027-03-01', '2028-02-27', medarbejdere)).toHaveLength(52);
  });

  it('counts an employee once per week, not hours of 0, and follows ISO week-years across New Year', () => {
    const medarbejdere = [
      {
        kursusuger: [
          { aar: 2026, ugenummer: 53, kursustimer: 5 },
          { aar: 2026, ugenummer: 53, kursustimer: 2 },
          { aar: 2027, ugenummer: 1, kursustimer: 0 },
        ],
      },
      { kursusuger: [{ aar: 2027, ugenummer: 1, kursustimer: 3 }] },
    ];
    expect(ugeOversigt('2026-12-28', '2027-01-11', medarbejdere)).toEqual([
      { aar: 2026, ugeNr: 53, antal: 1 },
      { aar: 2027, ugeNr: 1, antal: 1 },
      { aar: 2027, ugeNr: 2, antal: 0 },
    ]);
  });

  it('has no weeks for a reversed period', () => {
    expect(ugeOversigt('2027-04-04', '2027-03-01', adminAnsoegning().medarbejdere)).toEqual([]);
  });
});

describe('an employee’s hours', () => {
  const [anna] = adminAnsoegning().medarbejdere;

  it('per week, 0 when none, and in all', () => {
    expect(timerIUge(anna!, { aar: 2027, ugeNr: 10 })).toBe(18.5);
    expect(timerIUge(anna!, { aar: 2027, ugeNr: 11 })).toBe(0);
    expect(kursustimerIAlt(anna!)).toBe(55.5);
  });
});
