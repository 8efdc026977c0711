import { describe, expect, it } from 'vitest';
import { killTest } from './kill';

describe('nothing lost on a crash', () => {
  it('keeps every acknowledged write through SIGKILLs, and leaves no half-written file', async () => {
    const resultat = await killTest({ drab: 3, skrivningerMindst: 60 });
    expect(resultat.kvitteredeSkrivninger).toBeGreaterThanOrEqual(60);
    expect(resultat.manglende).toEqual([]);
    expect(resultat.oedelagteFiler).toEqual([]);
  }, 180_000);
});
