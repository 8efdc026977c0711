import { describe, expect, it } from 'vitest';
import { statusEtiket, statusser } from './status';

describe('status names from the workflow', () => {
  it('offers the statuses in the workflow’s order with the names SPEC §3.3 shows', () => {
    expect(statusser.map((s) => [s, statusEtiket(s)])).toEqual([
      ['Indsendt', 'Afventer attestering'],
      ['EnighedAttesteret', 'Attesteret'],
      ['Godkendt', 'Godkendt'],
      ['Afvist', 'Afvist'],
      ['Udbetalt', 'Udbetalt'],
    ]);
  });
});
