import { describe, expect, it } from 'vitest';
import { sidsteMaaneder } from './maaneder';

describe('the overview’s twelve months', () => {
  it('ends with the Danish month now, and begins at Danish midnight of the first', () => {
    expect(sidsteMaaneder(new Date('2026-11-22T09:00:00Z'), 12)).toEqual({
      maaneder: [
        '2025-12',
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
      ],
      fra: '2025-11-30T23:00:00.000Z',
    });
  });

  it('starts a summer month two hours before UTC midnight', () => {
    expect(sidsteMaaneder(new Date('2026-07-15T12:00:00Z'), 12).fra).toBe('2025-07-31T22:00:00.000Z');
  });

  it('counts an evening on the last of the month in UTC as the next Danish month', () => {
    const { maaneder } = sidsteMaaneder(new Date('2026-12-31T23:30:00Z'), 2);
    expect(maaneder).toEqual(['2026-12', '2027-01']);
  });
});
