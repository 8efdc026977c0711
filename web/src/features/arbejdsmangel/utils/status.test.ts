import { describe, expect, it } from 'vitest';
import { statusEtiket, statusFarve } from './status';

describe("the company's status names", () => {
  it("are the workflow's labels and colours, as the secretariat sees them", () => {
    expect(statusEtiket('Indsendt')).toBe('Afventer attestering');
    expect(statusEtiket('EnighedAttesteret')).toBe('Attesteret');
    expect(statusFarve('Godkendt')).toBe('success');
  });

  it('show an unknown status by its name, in grey', () => {
    expect(statusEtiket('SatIBero')).toBe('SatIBero');
    expect(statusFarve('SatIBero')).toBe('secondary');
  });
});
