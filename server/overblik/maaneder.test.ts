import { describe, expect, it } from 'vitest';
import { sidsteMaaneder } from './maaneder';

describe('the overview’s twelve months', () => {
  it('ends with the Danish month now, each beginning at Danish midnight of the 1st', () => {
    const maaneder = sidsteMaaneder(new Date('2026-11-22T09:00:00Z'), 12);
    expect(maaneder.map((m) => m.month)).toEqual([
      '2025-12',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((md) => `2026-${md}`),
    ]);
    expect(maaneder[0]).toEqual({ month: '2025-12', from: '2025-11-30T23:00:00.000Z' });
    // Summer time: two hours before UTC midnight.
    expect(maaneder[7]).toEqual({ month: '2026-07', from: '2026-06-30T22:00:00.000Z' });
  });

  it('counts an evening on the last of the month in UTC as the next Danish month', () => {
    expect(sidsteMaaneder(new Date('2026-12-31T23:30:00Z'), 2).map((m) => m.month)).toEqual(['2026-12', '2027-01']);
  });
});
