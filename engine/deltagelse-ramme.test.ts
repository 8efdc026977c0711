import { describe, expect, it } from 'vitest';
import { erBeloebForStort, erPeriodeUdenfor } from './deltagelse-ramme';

const ramme = { deltagerGebyr: 18500, gaeldendeFra: '2026-09-01', gaeldendeTil: '2027-06-30' };

describe('deltagelse-ramme', () => {
  it('takes a period on the edges of the valid period as inside it', () => {
    expect(erPeriodeUdenfor({ periodeStart: '2026-09-01', periodeSlut: '2027-06-30' }, ramme)).toBe(false);
  });

  it('finds a period starting before or ending after the valid period', () => {
    expect(erPeriodeUdenfor({ periodeStart: '2026-08-31', periodeSlut: '2026-09-05' }, ramme)).toBe(true);
    expect(erPeriodeUdenfor({ periodeStart: '2027-06-28', periodeSlut: '2027-07-01' }, ramme)).toBe(true);
  });

  it('finds a price above the fee, not one equal to it', () => {
    expect(erBeloebForStort(18500, ramme)).toBe(false);
    expect(erBeloebForStort(18500.01, ramme)).toBe(true);
  });
});
