import { describe, expect, it } from 'vitest';
import { koePrBruger } from './koe';

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

describe('koePrBruger', () => {
  it("runs one user's work one at a time, in order, while another user's runs beside it, and goes on after a failure", async () => {
    const enAdGangen = koePrBruger();
    const log: string[] = [];
    const a1 = arbejde(log, 'a1');
    const a2 = arbejde(log, 'a2');
    const b1 = arbejde(log, 'b1');
    const svarA1 = enAdGangen('a', a1.koer);
    const svarA2 = enAdGangen('a', a2.koer);
    const svarB1 = enAdGangen('b', b1.koer);
    await tick();
    expect(log).toEqual(['a1 start', 'b1 start']);
    a1.slut();
    expect(await svarA1).toBe('a1');
    await tick();
    expect(log).toEqual(['a1 start', 'b1 start', 'a1 slut', 'a2 start']);
    a2.slut();
    b1.slut();
    expect(await Promise.all([svarA2, svarB1])).toEqual(['a2', 'b1']);

    const fejl = enAdGangen('a', () => Promise.reject(new Error('nej')));
    await expect(fejl).rejects.toThrow('nej');
    expect(await enAdGangen('a', () => Promise.resolve('igen'))).toBe('igen');
  });
});
