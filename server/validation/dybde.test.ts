import { describe, expect, it } from 'vitest';
import { erForDyb } from './dybde';

describe('erForDyb', () => {
  it('lets data through to the limit, in objects and arrays alike, and finds one level more', () => {
    const dyb = (n: number) => JSON.parse(`${'{"a":['.repeat(n)}1${']}'.repeat(n)}`) as unknown;
    expect(erForDyb(dyb(2), 4)).toBe(false);
    expect(erForDyb(dyb(3), 4)).toBe(true);
    expect(erForDyb({ a: 1, b: 'x', c: null }, 1)).toBe(false);
    expect(erForDyb('tekst', 0)).toBe(false);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    const dyb = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(erForDyb(dyb)).toBe(true);
  });
});
