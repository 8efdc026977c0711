import { describe, expect, it } from 'vitest';
import { formatDage, formatMaaned, formatTal } from './format';

describe('the overview’s Danish formats', () => {
  it('writes numbers with a point between thousands and days with a decimal comma', () => {
    expect(formatTal(12345)).toBe('12.345');
    expect(formatDage(3.75)).toBe('3,8');
    expect(formatDage(2)).toBe('2,0');
  });

  it('writes a month by its short Danish name and year', () => {
    expect(formatMaaned('2026-03')).toBe('mar. 2026');
    expect(formatMaaned('2025-12')).toBe('dec. 2025');
  });
});
