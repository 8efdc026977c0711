import { describe, expect, it } from 'vitest';
import { frigivetSaet, medSaet } from '../definitioner/saet/kontekst';
import { schemaMedId, valider } from './validator';

describe('valider', () => {
  it("takes a schema the live definitions lack from the release (a release's new API body while it waits as a draft)", () => {
    const { 'schemas/definitioner-tjek.schema.json': _ny, ...uden } = frigivetSaet().filer;
    const live = { version: 7, filer: uden };
    medSaet(live, () => {
      expect(valider('definitioner-tjek', { filer: [] })).toEqual([]);
      expect(valider('definitioner-tjek', { gem: true })).toEqual([{ path: '/gem', message: 'Feltet er ikke tilladt.' }]);
      expect(schemaMedId('definitioner-tjek')['$id']).toBe('definitioner-tjek');
      // A schema the live set has is its own.
      expect(schemaMedId('tekst')).toBeDefined();
    });
  });
});
