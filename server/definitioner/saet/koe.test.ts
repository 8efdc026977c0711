import { describe, expect, it } from 'vitest';
import { TjekAfloest, TjekOptaget, tjekKoe } from './koe';

/** Work that ends when the test says so, noting when it starts and ends. */
function arbejde(log: string[], navn: string) {
  let slut: () => void = () => undefined;
  const faerdig = new Promise<void>((resolve) => (slut = resolve));
  return {
    koer: async () => {
      log.push(`${navn} start`);
      await faerdig;
      log.push(`${navn} slut`);
      return navn;
    },
    slut: () => slut(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('tjekKoe', () => {
  it('runs one check at a time on the instance, in the order people asked, and goes on after a failure', async () => {
    const koe = tjekKoe();
    const log: string[] = [];
    const a1 = arbejde(log, 'a1');
    const b1 = arbejde(log, 'b1');
    const svarA1 = koe('a', a1.koer);
    const svarB1 = koe('b', b1.koer);
    await tick();
    expect(log).toEqual(['a1 start']);
    a1.slut();
    expect(await svarA1).toBe('a1');
    await tick();
    expect(log).toEqual(['a1 start', 'a1 slut', 'b1 start']);
    b1.slut();
    expect(await svarB1).toBe('b1');

    await expect(koe('a', () => Promise.reject(new Error('nej')))).rejects.toThrow('nej');
    expect(await koe('a', () => Promise.resolve('igen'))).toBe('igen');
  });

  it("keeps one waiting check per person: a newer one takes the waiting one's place, which never runs", async () => {
    const koe = tjekKoe();
    const log: string[] = [];
    const [a1, a2, a3] = ['a1', 'a2', 'a3'].map((n) => arbejde(log, n)) as [
      ReturnType<typeof arbejde>,
      ReturnType<typeof arbejde>,
      ReturnType<typeof arbejde>,
    ];
    const svarA1 = koe('a', a1.koer);
    const svarA2 = koe('a', a2.koer);
    const svarA3 = koe('a', a3.koer);
    await expect(svarA2).rejects.toBeInstanceOf(TjekAfloest);
    a1.slut();
    await svarA1;
    await tick();
    a3.slut();
    expect(await svarA3).toBe('a3');
    expect(log).toEqual(['a1 start', 'a1 slut', 'a3 start', 'a3 slut']);
  });

  it('drops a waiting check whose caller has gone, when its turn comes', async () => {
    const koe = tjekKoe();
    const log: string[] = [];
    const a1 = arbejde(log, 'a1');
    const b1 = arbejde(log, 'b1');
    const svarA1 = koe('a', a1.koer);
    const vaek = new AbortController();
    const svarB1 = koe('b', b1.koer, vaek.signal);
    const droppet = expect(svarB1).rejects.toBeInstanceOf(TjekAfloest);
    vaek.abort();
    a1.slut();
    await svarA1;
    await droppet;
    expect(log).toEqual(['a1 start', 'a1 slut']);
  });

  it('refuses a check when too many people wait already, and takes one again when the line is shorter', async () => {
    const koe = tjekKoe({ hoejstVentende: 1 });
    const log: string[] = [];
    const a1 = arbejde(log, 'a1');
    const svarA1 = koe('a', a1.koer);
    const svarB1 = koe('b', () => Promise.resolve('b1'));
    await expect(koe('c', () => Promise.resolve('c1'))).rejects.toBeInstanceOf(TjekOptaget);
    a1.slut();
    expect(await Promise.all([svarA1, svarB1])).toEqual(['a1', 'b1']);
    expect(await koe('c', () => Promise.resolve('c1'))).toBe('c1');
  });
});
