import { describe, expect, it } from 'vitest';
import { datoDageFoer } from './tid';

describe('datoDageFoer', () => {
  it('counts back whole days from the Danish date', () => {
    expect(datoDageFoer(30, new Date('2026-11-22T08:00:00Z'))).toBe('2026-10-23');
    // 23.30 UTC on 31 December is already 1 January in Denmark.
    expect(datoDageFoer(0, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});
