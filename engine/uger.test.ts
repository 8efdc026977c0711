import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import {
  antalUgerIPeriode,
  dageIPeriode,
  erPeriodenForLang,
  indenforPeriode,
  maksUgerIPeriode,
  udenforPeriode,
  ugerAtVise,
  ugerIPeriode,
} from './uger';

describe('ugerIPeriode', () => {
  it('draws no weeks for a period longer than the bundled schema allows (year 0027 would be 104,000 weeks, each an input)', () => {
    expect(maksUgerIPeriode).toBe(52);
    expect(ugerAtVise('0027-04-01', '2026-05-01')).toEqual([]);
    expect(ugerAtVise('2027-03-01', '2028-02-28')).toEqual([]);
    // 52 weeks from a Wednesday touch 53 ISO weeks: the most any page draws.
    expect(ugerAtVise('2027-03-03', '2028-02-29')).toHaveLength(53);
    expect(ugerAtVise('2027-03-01', '2028-02-27')).toHaveLength(52);
  });

  it('has every week of a period longer than the bundled schema allows, for the live schema may allow it', () => {
    // 55 weeks from a Monday: 2027-03-01 to 2028-03-19, the last week 11/2028.
    const uger = ugerIPeriode('2027-03-01', '2028-03-19');
    expect(uger).toHaveLength(55);
    expect(uger.at(-1)).toEqual({ aar: 2028, ugeNr: 11 });
    expect(antalUgerIPeriode('2027-03-01', '2028-03-19')).toBe(55);
  });

  it('counts the weeks a period touches from its days, as many as ugerIPeriode lists', () => {
    for (const [fra, til] of [
      ['2026-12-28', '2027-01-10'],
      ['2027-03-03', '2028-02-29'],
      ['2026-03-29', '2026-10-25'],
      ['2027-01-04', '2027-01-04'],
      ['2000-01-01', '2100-12-31'],
    ] as const) {
      expect(antalUgerIPeriode(fra, til), `${fra}–${til}`).toBe(ugerIPeriode(fra, til).length);
    }
    expect(antalUgerIPeriode('2027-04-04', '2027-03-01')).toBe(0);
    expect(antalUgerIPeriode('', '2027-03-01')).toBe(0);
  });

  it('judges the length as the schema’s maksUger does, on the boundary and across a leap day', () => {
    const ajv = createAjv([{ $id: 'p', type: 'object', maksUger: 52 }]);
    const schemaSiger = (fra: string, til: string) => !ajv.getSchema('p')!({ fra, til });
    for (const [fra, til] of [
      ['2027-03-01', '2028-02-27'],
      ['2027-03-01', '2028-02-28'],
      ['2026-01-01', '2026-12-30'],
      ['2026-01-01', '2026-12-31'],
      ['2027-10-31', '2028-10-28'],
      ['0027-04-01', '2026-05-01'],
    ] as const) {
      expect(erPeriodenForLang(fra, til), `${fra}–${til}`).toBe(schemaSiger(fra, til));
    }
    expect(erPeriodenForLang('2027-03-01', '2028-02-28')).toBe(true);
    expect(erPeriodenForLang('2027-03-01', '2028-02-27')).toBe(false);
  });

  it('crosses New Year with ISO week-years (2026 has 53 weeks)', () => {
    // Week 53/2026 is 28 Dec–3 Jan, week 1/2027 is 4–10 Jan (the week of the first Thursday, 7 Jan).
    expect(ugerIPeriode('2026-12-28', '2027-01-10')).toEqual([
      { aar: 2026, ugeNr: 53 },
      { aar: 2027, ugeNr: 1 },
    ]);
    expect(ugerIPeriode('2026-12-28', '2027-01-11')).toEqual([
      { aar: 2026, ugeNr: 53 },
      { aar: 2027, ugeNr: 1 },
      { aar: 2027, ugeNr: 2 },
    ]);
  });

  it('puts early January days in the last week of the year before when ISO says so', () => {
    // 2021-01-01 was a Friday: ISO week 53 of 2020.
    expect(ugerIPeriode('2021-01-01', '2021-01-04')).toEqual([
      { aar: 2020, ugeNr: 53 },
      { aar: 2021, ugeNr: 1 },
    ]);
  });

  it('puts late December days in week 1 of the next year when ISO says so', () => {
    // 2024-12-30 was a Monday: ISO week 1 of 2025.
    expect(ugerIPeriode('2024-12-23', '2024-12-31')).toEqual([
      { aar: 2024, ugeNr: 52 },
      { aar: 2025, ugeNr: 1 },
    ]);
  });

  it('handles a leap day inside the period', () => {
    expect(ugerIPeriode('2028-02-28', '2028-03-01')).toEqual([{ aar: 2028, ugeNr: 9 }]);
    expect(dageIPeriode('2028-02-28', '2028-03-01')).toBe(3);
  });

  it('gives five weeks for a five-week period and none for a reversed one', () => {
    expect(ugerIPeriode('2027-03-01', '2027-04-04')).toHaveLength(5);
    expect(ugerIPeriode('2027-04-04', '2027-03-01')).toEqual([]);
    expect(ugerIPeriode('', '2027-03-01')).toEqual([]);
  });

  it('gives every day of 2019–2031 the ISO week counted from the Monday of the week holding 4 January', () => {
    const mandagI1 = (aar: number) => {
      const fjerde = Date.UTC(aar, 0, 4);
      return fjerde - ((new Date(fjerde).getUTCDay() + 6) % 7) * 86_400_000;
    };
    for (let tid = Date.UTC(2019, 0, 1); tid <= Date.UTC(2031, 11, 31); tid += 86_400_000) {
      const dag = new Date(tid).toISOString().slice(0, 10);
      const aar = [new Date(tid).getUTCFullYear() + 1, new Date(tid).getUTCFullYear(), new Date(tid).getUTCFullYear() - 1].find(
        (a) => mandagI1(a) <= tid,
      )!;
      expect(ugerIPeriode(dag, dag), dag).toEqual([{ aar, ugeNr: Math.floor((tid - mandagI1(aar)) / (7 * 86_400_000)) + 1 }]);
    }
  });

  it('finds no weeks in a date that is not one, and reads only the date of a time', () => {
    expect(ugerIPeriode('2026-02-30', '2026-03-10')).toEqual([]);
    expect(ugerIPeriode('2026-13-01', '2027-01-10')).toEqual([]);
    expect(ugerIPeriode('2027-01-04T12:00:00Z', '2027-01-04')).toEqual([{ aar: 2027, ugeNr: 1 }]);
    expect(dageIPeriode('0099-12-31', '0100-01-01')).toBe(2);
  });

  it('counts days with both ends included across a DST change', () => {
    expect(dageIPeriode('2027-03-22', '2027-04-04')).toBe(14);
    expect(dageIPeriode('2027-03-22', '2027-03-22')).toBe(1);
  });
});

describe('indenforPeriode', () => {
  it('drops the hours of weeks outside a changed period', () => {
    const timer = [
      { aar: 2027, ugeNr: 9, timerPerUge: 10 },
      { aar: 2027, ugeNr: 10, timerPerUge: 12 },
      { aar: 2027, ugeNr: 14, timerPerUge: 8 },
    ];
    expect(indenforPeriode(timer, '2027-03-08', '2027-03-21')).toEqual([{ aar: 2027, ugeNr: 10, timerPerUge: 12 }]);
  });

  it('keeps the hours of week 54 of a 55-week period, which a live schema may allow, and of no week its year lacks', () => {
    const timer = [
      { aar: 2028, ugeNr: 10, timerPerUge: 7 },
      { aar: 2027, ugeNr: 53, timerPerUge: 3 },
      { aar: 2028, ugeNr: 12, timerPerUge: 4 },
    ];
    expect(indenforPeriode(timer, '2027-03-01', '2028-03-19')).toEqual([{ aar: 2028, ugeNr: 10, timerPerUge: 7 }]);
    expect(udenforPeriode(timer, '2027-03-01', '2028-03-19')).toEqual(timer.slice(1));
    // A year typed as 0027: 104,000 weeks, judged without listing them.
    expect(indenforPeriode(timer, '0027-03-01', '2028-03-12')).toEqual(timer.slice(0, 1));
  });
});

describe('udenforPeriode', () => {
  const timer = [
    { aar: 2026, ugeNr: 53, timerPerUge: 5 },
    { aar: 2027, ugeNr: 1, timerPerUge: 10 },
    { aar: 2027, ugeNr: 2, timerPerUge: 12 },
  ];

  it('finds the hours of weeks outside the period, across New Year', () => {
    expect(udenforPeriode(timer, '2027-01-04', '2027-01-10')).toEqual([
      { aar: 2026, ugeNr: 53, timerPerUge: 5 },
      { aar: 2027, ugeNr: 2, timerPerUge: 12 },
    ]);
    expect(udenforPeriode(timer, '2026-12-28', '2027-01-17')).toEqual([]);
  });

  it('finds none while the period is empty, half typed or reversed', () => {
    expect(udenforPeriode(timer, '', '')).toEqual([]);
    expect(udenforPeriode(timer, '2027-01-04', '')).toEqual([]);
    expect(udenforPeriode(timer, '2027-01-10', '0002-01-01')).toEqual([]);
  });
});
