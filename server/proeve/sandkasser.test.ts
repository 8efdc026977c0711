import { describe, expect, it } from 'vitest';
import { createSandkasser } from './sandkasser';

describe('the try-outs’ sandboxes', () => {
  it('removes a dropped sandbox only when its last request has ended', async () => {
    const fjernet: string[] = [];
    const sandkasser = createSandkasser<string>((_s, mappe) => fjernet.push(mappe), 20);
    let slip!: () => void;
    const igang = sandkasser.brug(
      'a',
      () => ({ sandkasse: Promise.resolve('A'), mappe: '/a' }),
      async (s) => {
        await new Promise<void>((r) => (slip = r));
        return s;
      },
    );
    await Promise.resolve();
    sandkasser.smid('a');
    // 'Stop prøven' while the left page's draft is still being saved: the folder stays until that save is done.
    expect(fjernet).toEqual([]);
    slip();
    expect(await igang).toBe('A');
    expect(fjernet).toEqual(['/a']);
  });

  it('keeps one sandbox per key, removes one no request uses at once, and makes a new one after', async () => {
    const fjernet: string[] = [];
    const sandkasser = createSandkasser<number>((_s, mappe) => fjernet.push(mappe), 20);
    let n = 0;
    const opret = () => ({ sandkasse: Promise.resolve(++n), mappe: `/m${n}` });
    expect(await sandkasser.brug('a', opret, async (s) => s)).toBe(1);
    expect(await sandkasser.brug('a', opret, async (s) => s)).toBe(1);
    sandkasser.smid('a');
    expect(fjernet).toEqual(['/m1']);
    expect(await sandkasser.brug('a', opret, async (s) => s)).toBe(2);
  });

  it('drops the oldest beyond the most it keeps', async () => {
    const fjernet: string[] = [];
    const sandkasser = createSandkasser<string>((_s, mappe) => fjernet.push(mappe), 2);
    for (const k of ['a', 'b', 'c'])
      await sandkasser.brug(
        k,
        () => ({ sandkasse: Promise.resolve(k), mappe: `/${k}` }),
        async (s) => s,
      );
    expect(fjernet).toEqual(['/a']);
  });
});
