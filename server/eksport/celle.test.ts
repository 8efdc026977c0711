import { describe, expect, it } from 'vitest';
import { danskTid } from './celle';

describe('danskTid', () => {
  it('writes the time in Copenhagen, summer and winter', () => {
    expect(danskTid('2026-11-22T09:05:00.000Z')).toBe('2026-11-22 10:05');
    expect(danskTid('2026-06-30T22:30:00.000Z')).toBe('2026-07-01 00:30');
  });
});
