import { describe, expect, it } from 'vitest';
import { ingenTimerIPerioden, timerUdenforPerioden, udenTimerUdenforPerioden } from './uden-for-perioden';

const anna = {
  navn: 'Anna Hansen',
  cpr: '020290-1234',
  kursusTimerPerUge: [
    { aar: 2027, ugeNr: 1, timerPerUge: 7.5 },
    { aar: 2027, ugeNr: 2, timerPerUge: 10 },
  ],
};
const bo = { navn: 'Bo Berg', cpr: '030385-2345', kursusTimerPerUge: [{ aar: 2027, ugeNr: 2, timerPerUge: 5 }] };
// Week 53 of 2026 and week 1 of 2027.
const kort = { fra: '2026-12-28', til: '2027-01-10' };

describe('timerUdenforPerioden', () => {
  it('adds up the hours of every employee in weeks outside the period', () => {
    expect(timerUdenforPerioden([anna, bo], kort)).toBe(15);
    expect(timerUdenforPerioden([anna, bo], { fra: '2027-01-04', til: '2027-01-17' })).toBe(0);
  });

  it('counts none while the period is half typed or reversed, e.g. passing through 01.01.2027', () => {
    expect(timerUdenforPerioden([anna], { fra: '2026-12-28' })).toBe(0);
    expect(timerUdenforPerioden([anna], { fra: '2027-01-04', til: '2027-01-01' })).toBe(0);
    expect(timerUdenforPerioden(undefined, kort)).toBe(0);
  });
});

describe('udenTimerUdenforPerioden', () => {
  it('keeps only the hours of weeks in the period, and every employee', () => {
    const ansoegning = { periode: kort, medarbejdere: [anna, bo], omfang: 'HeleVirksomheden' };
    expect(udenTimerUdenforPerioden(ansoegning)).toEqual({
      periode: kort,
      omfang: 'HeleVirksomheden',
      medarbejdere: [
        { ...anna, kursusTimerPerUge: [{ aar: 2027, ugeNr: 1, timerPerUge: 7.5 }] },
        { ...bo, kursusTimerPerUge: [] },
      ],
    });
  });

  it('drops nothing while the period is not valid', () => {
    const halv = { periode: { fra: '2027-01-04' }, medarbejdere: [anna] };
    expect(udenTimerUdenforPerioden(halv)).toBe(halv);
    const omvendt = { periode: { fra: '2027-01-04', til: '2027-01-01' }, medarbejdere: [anna] };
    expect(udenTimerUdenforPerioden(omvendt)).toBe(omvendt);
  });
});

describe('ingenTimerIPerioden', () => {
  it('names each employee whose hours all lie outside the period, on their hours', () => {
    expect(ingenTimerIPerioden([anna, bo], kort)).toEqual([
      {
        path: '/medarbejdere/1/kursusTimerPerUge',
        message: 'Medarbejderen har ingen kursustimer i perioden. Ret timerne, eller fjern medarbejderen.',
      },
    ]);
  });

  it('names no one with hours in the period, nor one without hours (the schema says that)', () => {
    expect(ingenTimerIPerioden([anna, { ...bo, kursusTimerPerUge: [] }], kort)).toEqual([]);
  });
});
