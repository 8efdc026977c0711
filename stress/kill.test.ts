import { describe, expect, inject, it } from 'vitest';
import { nyDatabase } from '../server/testing/postgres';
import { killTest } from './kill';

describe('nothing lost on a crash', () => {
  it('keeps every acknowledged write through SIGKILLs, and leaves no half-written file', async () => {
    const resultat = await killTest({ drab: 3, skrivningerMindst: 60 });
    expect(resultat.kvitteredeSkrivninger).toBeGreaterThanOrEqual(60);
    expect(resultat.manglende).toEqual([]);
    expect(resultat.oedelagteFiler).toEqual([]);
  }, 180_000);

  it('keeps every acknowledged write on PostgreSQL while one of two instances is killed, again and again', async () => {
    const databaseUrl = await nyDatabase(inject('databaseUrl'), { migreret: false });
    const resultat = await killTest({ drab: 4, skrivningerMindst: 60, store: 'postgres', databaseUrl });
    expect(resultat.kvitteredeSkrivninger).toBeGreaterThanOrEqual(60);
    expect(resultat.manglende).toEqual([]);
  }, 180_000);
});
