import { describe, expect, it } from 'vitest';
import { behandlesStatusser, statusEtiket, statusFarve, statusser } from './status';

describe('prepayment statuses read from the workflow', () => {
  it("lists every status with its label, and only Oprettet as 'to be handled'", () => {
    expect(statusser.map((s) => [s.status, s.label])).toEqual([
      ['Oprettet', 'Oprettet'],
      ['Godkendt', 'Godkendt'],
      ['Afvist', 'Afvist'],
    ]);
    expect(behandlesStatusser).toEqual(['Oprettet']);
  });

  it('colours Godkendt green and Afvist red, and names and greys a status the workflow no longer has', () => {
    expect([statusFarve('Godkendt'), statusFarve('Afvist'), statusFarve('Oprettet')]).toEqual(['success', 'danger', 'secondary']);
    expect(statusEtiket('Arkiveret')).toBe('Arkiveret');
    expect(statusFarve('Arkiveret')).toBe('secondary');
  });
});
