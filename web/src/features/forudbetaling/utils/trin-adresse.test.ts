import { describe, expect, it } from 'vitest';
import { adresseFor, tilstandFor } from './trin-adresse';

const tilstande = ['tilskud', 'faktura', 'kontrol', 'troOgLove', 'kvittering'];

describe('trin-adresse', () => {
  it('writes a step as kebab-case and reads it back', () => {
    expect(adresseFor('troOgLove')).toBe('tro-og-love');
    expect(adresseFor('faktura')).toBe('faktura');
    for (const tilstand of tilstande) expect(tilstandFor(adresseFor(tilstand), tilstande)).toBe(tilstand);
  });

  it('knows no other address', () => {
    expect(tilstandFor('troOgLove', tilstande)).toBeUndefined();
    expect(tilstandFor('indsender', tilstande)).toBeUndefined();
    expect(tilstandFor(null, tilstande)).toBeUndefined();
  });
});
