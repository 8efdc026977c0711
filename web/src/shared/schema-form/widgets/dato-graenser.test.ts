import { describe, expect, it } from 'vitest';
import { datoGraenser, naboDag } from './dato-graenser';

describe('datoGraenser', () => {
  it('turns the schema’s exclusive bounds into an input’s inclusive min and max, and none where the schema has none', () => {
    expect(datoGraenser({ formatExclusiveMinimum: '1999-12-31', formatExclusiveMaximum: '2101-01-01' })).toEqual({
      min: '2000-01-01',
      max: '2100-12-31',
    });
    expect(datoGraenser({ type: 'string' })).toEqual({ min: undefined, max: undefined });
    expect(datoGraenser(undefined)).toEqual({ min: undefined, max: undefined });
  });

  it('counts days across a month and a leap day, and gives nothing for no date', () => {
    expect(naboDag('2028-02-28', 1)).toBe('2028-02-29');
    expect(naboDag('2027-03-01', -1)).toBe('2027-02-28');
    expect(naboDag('ingen dato', 1)).toBeUndefined();
  });
});
