import { describe, expect, it } from 'vitest';
import type { Kladde, Tilskud } from '@workflows/forudbetaling-wizard';
import { genoptag } from './genoptag';

const svejsning: Tilskud = { id: 1001, ansoegningsnummer: 'A-2026-001001', uddannelse: { navn: 'Svejsning' } };
const truck: Tilskud = { id: 1002, ansoegningsnummer: 'A-2026-001002', uddannelse: { navn: 'Truck' } };
const kladde: Kladde = {
  deltagelser: [{ tilskud: svejsning, pris: 18500 }],
  fakturaoplysninger: { fakturanummer: 'KN-2026-0417' },
};

describe('resuming the wizard', () => {
  it('starts empty at the first step without a draft', () => {
    expect(genoptag(undefined, [svejsning])).toEqual({ kladde: { deltagelser: [] }, trin: 'tilskud' });
  });

  it('resumes the draft at its step with everything entered', () => {
    expect(genoptag({ data: kladde, trin: 'faktura' }, [svejsning, truck])).toEqual({ kladde, trin: 'faktura' });
  });

  it('drops a course no longer open and then starts at the course step', () => {
    const start = genoptag({ data: { ...kladde, deltagelser: [...kladde.deltagelser, { tilskud: truck }] }, trin: 'troOgLove' }, [
      svejsning,
    ]);
    expect(start).toEqual({ kladde, trin: 'tilskud' });
  });

  it('starts at the course step when the address names a course the draft lacks, not one it has', () => {
    expect(genoptag({ data: kladde, trin: 'faktura' }, [svejsning, truck], 'A-2026-001002').trin).toBe('tilskud');
    expect(genoptag({ data: kladde, trin: 'faktura' }, [svejsning, truck], 'A-2026-001001').trin).toBe('faktura');
  });

  it('starts at the course step for a step it does not know, and survives data of another shape', () => {
    expect(genoptag({ data: kladde, trin: 'kvittering' }, [svejsning]).trin).toBe('tilskud');
    expect(genoptag({ data: { deltagelser: 'x' } as unknown as Kladde, trin: 'faktura' }, [svejsning])).toEqual({
      kladde: { deltagelser: [] },
      trin: 'tilskud',
    });
  });
});
