import { describe, expect, it } from 'vitest';
import { formatTidspunkt } from './tidspunkt';

describe('formatTidspunkt', () => {
  it('shows date and time in Danish time, summer and winter', () => {
    expect(formatTidspunkt('2026-11-22T08:25:08.026Z')).toBe('22.11.2026 09.25');
    expect(formatTidspunkt('2026-06-30T22:05:00Z')).toBe('01.07.2026 00.05');
  });
});
