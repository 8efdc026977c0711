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

describe('claims of invoices by their canonical number and their file (issue 33)', () => {
  it('are written for requests stored before, replacing a claim that no longer covers; the first of two with one invoice keeps it', async () => {
    const { deps } = testApp();
    const { store } = deps;
    const gemte = store.collection<Anmodning>('anmodninger');
    const medFil = (a: Anmodning, sha256: string) => ({ ...a, faktura: { ...a.faktura, dokument: { sha256 } } }) as Anmodning;
    await gemte.put('1', medFil(anmodning(1, 'Oprettet', [101], 'INV-１００１'), 'a'.repeat(64)));
    // Stored before the rule with the look-alike number, and with the same file under another number.
    await gemte.put('2', medFil(anmodning(2, 'Oprettet', [102], 'inv-1001'), 'b'.repeat(64)));
    await gemte.put('3', medFil(anmodning(3, 'Godkendt', [103], 'F-3'), 'a'.repeat(64)));
    await gemte.put('4', medFil(anmodning(4, 'Afvist', [104], 'X-1'), 'c'.repeat(64)));
    await gemte.put('5', medFil(anmodning(5, 'Oprettet', [105], 'x-1'), 'd'.repeat(64)));
    // The claims as the code before wrote them: by the number trimmed and lower-cased; 5's claim is rejected 4's.
    const fakturaer = store.collection('fakturaer');
    await fakturaer.put('35124004|inv-１００１', { anmodningId: 1, tidspunkt: '2026-01-01T10:00:00.000Z' });
    await fakturaer.put('35124004|x-1', { anmodningId: 4, tidspunkt: '2026-04-01T10:00:00.000Z' });

    await udfyldKravEnGang(store);
    const repo = createAnmodninger(deps);
    const optaget = { problem: { status: 409 } };
    for (const nummer of ['INV-1001', 'ＩＮＶ-1001', 'X-1', 'F-3'])
      await expect(
        store.transaction(() => repo.reserverFaktura('35124004', nummer, 9)),
        nummer,
      ).rejects.toMatchObject(optaget);
    expect(await fakturaer.get('35124004|inv-1001')).toMatchObject({ anmodningId: 1 });
    expect(await fakturaer.get('35124004|x-1')).toMatchObject({ anmodningId: 5 });
    for (const sha of ['a', 'b', 'd'])
      await expect(
        store.transaction(() => repo.reserverFakturaFil('35124004', sha.repeat(64), 9)),
        sha,
      ).rejects.toMatchObject(optaget);
    await store.transaction(() => repo.reserverFakturaFil('35124004', 'c'.repeat(64), 9));
    // The handling page shows each of those sharing an invoice the others: by number, and by file.
    const deler = async (id: number) => (await repo.sammeFaktura((await repo.hent(id))!)).map((a) => a.id);
    expect(await deler(1)).toEqual([2, 3]);
    expect(await deler(2)).toEqual([1]);
    expect(await deler(3)).toEqual([1]);
    expect(await deler(5)).toEqual([]);
  });
});
