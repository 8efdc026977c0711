import { describe, expect, it } from 'vitest';
import { efterPeriodeskift } from './periode-skift';

const anna = {
  navn: 'Anna Hansen',
  cpr: '020290-1234',
  kursusTimerPerUge: [
    { aar: 2027, ugeNr: 10, timerPerUge: 7.5 },
    { aar: 2027, ugeNr: 11, timerPerUge: 10 },
    { aar: 2027, ugeNr: 14, timerPerUge: 20 },
  ],
};
// Weeks 10 to 14 of 2027.
const fem = { fra: '2027-03-08', til: '2027-04-11' };

describe('efterPeriodeskift', () => {
  it('drops the hours of weeks outside a changed period', () => {
    const ny = efterPeriodeskift(
      { periode: fem, medarbejdere: [anna] },
      { periode: { fra: '2027-03-15', til: '2027-04-11' }, medarbejdere: [anna] },
    );
    expect(ny.medarbejdere?.[0]?.kursusTimerPerUge).toEqual([
      { aar: 2027, ugeNr: 11, timerPerUge: 10 },
      { aar: 2027, ugeNr: 14, timerPerUge: 20 },
    ]);
  });

  it('keeps an employee whose weeks all fall outside, with no hours left', () => {
    const ny = efterPeriodeskift(
      { periode: fem, medarbejdere: [anna] },
      { periode: { fra: '2027-06-01', til: '2027-06-30' }, medarbejdere: [anna] },
    );
    expect(ny.medarbejdere).toEqual([{ ...anna, kursusTimerPerUge: [] }]);
  });

  it('changes nothing while the period is unchanged, incomplete or reversed', () => {
    const kladde = { periode: fem, medarbejdere: [anna] };
    const uaendret = { periode: { ...fem }, medarbejdere: [anna] };
    expect(efterPeriodeskift(kladde, uaendret)).toBe(uaendret);
    const halv = { periode: { fra: '2027-03-08' }, medarbejdere: [anna] } as never;
    expect(efterPeriodeskift(kladde, halv)).toBe(halv);
    const omvendt = { periode: { fra: '2027-04-11', til: '0202-03-08' }, medarbejdere: [anna] };
    expect(efterPeriodeskift(kladde, omvendt)).toBe(omvendt);
  });

  it('works across New Year with ISO week-years', () => {
    const nytaar = {
      ...anna,
      kursusTimerPerUge: [
        { aar: 2026, ugeNr: 53, timerPerUge: 5 },
        { aar: 2027, ugeNr: 1, timerPerUge: 6 },
        { aar: 2027, ugeNr: 3, timerPerUge: 7 },
      ],
    };
    const ny = efterPeriodeskift({ medarbejdere: [nytaar] }, { periode: { fra: '2026-12-28', til: '2027-01-10' }, medarbejdere: [nytaar] });
    expect(ny.medarbejdere?.[0]?.kursusTimerPerUge).toEqual([
      { aar: 2026, ugeNr: 53, timerPerUge: 5 },
      { aar: 2027, ugeNr: 1, timerPerUge: 6 },
    ]);
  });
});
