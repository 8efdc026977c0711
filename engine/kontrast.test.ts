import { describe, expect, it } from 'vitest';
import { bland, kontrast, rgb } from './kontrast';

describe('kontrast', () => {
  it('gives the WCAG ratios known from the standard and from Bootstrap', () => {
    expect(kontrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(kontrast('#ffffff', '#ffffff')).toBe(1);
    // The grey text on the light background that failed on every page: 4.44, under 4.5.
    expect(kontrast('#6c757d', '#f8f9fa')).toBeCloseTo(4.45, 2);
    expect(kontrast('#0d6efd', '#ffffff')).toBeCloseTo(4.5, 1);
  });

  it('is the same whichever colour is named first', () => {
    expect(kontrast('#1b4a7a', '#ffffff')).toBe(kontrast('#ffffff', '#1b4a7a'));
  });

  it('mixes colours as Bootstrap shades them', () => {
    expect(bland('#ffffff', '#000000', 0.5)).toBe('#808080');
    expect(bland('#1b4a7a', '#000000', 0)).toBe('#1b4a7a');
    expect(rgb('#1B4A7A')).toEqual([27, 74, 122]);
  });

  it.each(['#fff', 'blue', '#12345g', ''])('refuses %j, which is not #rrggbb', (farve) => {
    expect(() => rgb(farve)).toThrow(/#rrggbb/);
  });
});
