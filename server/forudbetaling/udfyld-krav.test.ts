import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/app';
import { gammelAnmodning } from '../testing/fixtures';
import { createAnmodninger, type Anmodning } from './anmodninger';
import { udfyldKravEnGang } from './udfyld-krav';

const anmodning = gammelAnmodning;

describe('claims for requests stored before claims existed', () => {
  it('are written once for the live requests, keeping a claim that is there', async () => {
    const { deps } = testApp();
    const { store } = deps;
    const gemte = store.collection<Anmodning>('anmodninger');
    await gemte.put('1', anmodning(1, 'Oprettet', [101, 102], 'F-1'));
    await gemte.put('2', anmodning(2, 'Godkendt', [103], 'F-2'));
    await gemte.put('3', anmodning(3, 'Afvist', [104], 'F-3'));
    await store.collection('daekninger').put('102', { anmodningId: 7, tidspunkt: '2026-11-01T10:00:00.000Z' });

    expect(await udfyldKravEnGang(store)).toBe(4);
    const repo = createAnmodninger(deps);
    expect(await repo.daekkedeAnsoegninger([101, 103, 104])).toEqual(new Set([101, 103]));
    expect(await store.collection('daekninger').get('102')).toEqual({ anmodningId: 7, tidspunkt: '2026-11-01T10:00:00.000Z' });
    await expect(store.transaction(() => repo.reserverFaktura('35124004', 'f-2', 9))).rejects.toMatchObject({ problem: { status: 409 } });

    // Once: a claim removed since is not written again.
    await store.collection('daekninger').delete('101');
    expect(await udfyldKravEnGang(store)).toBe(0);
    expect(await store.collection('daekninger').get('101')).toBeUndefined();
  });
});
