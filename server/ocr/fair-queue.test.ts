import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

/** Starts a job for the caller; `faar` lists the callers in the order they got a place. */
function medKoe(pladser: number) {
  const koe = new FairQueue(pladser);
  const faar: string[] = [];
  const start = (kalder: string, signal = new AbortController().signal) =>
    koe.acquire(kalder, signal).then((fik) => {
      if (fik) faar.push(kalder);
      return fik;
    });
  return { koe, faar, start };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('gives a caller one place at a time, so another caller gets the free one', async () => {
    const { faar, start } = medKoe(2);
    void start('mallory');
    void start('mallory');
    void start('mallory');
    void start('mette');
    await tick();
    expect(faar).toEqual(['mallory', 'mette']);
  });

  it("hands a freed place in turn: a caller's next job waits behind those who have waited since", async () => {
    const { koe, faar, start } = medKoe(2);
    for (const kalder of ['mallory', 'mallory', 'mallory', 'mette', 'lars', 'mette']) void start(kalder);
    await tick();
    expect(faar).toEqual(['mallory', 'mette']);
    koe.release('mallory');
    await tick();
    expect(faar).toEqual(['mallory', 'mette', 'lars']);
    koe.release('mette');
    await tick();
    expect(faar.slice(3)).toEqual(['mallory']);
    koe.release('lars');
    await tick();
    expect(faar.slice(4)).toEqual(['mette']);
    koe.release('mallory');
    await tick();
    expect(faar.slice(5)).toEqual(['mallory']);
  });

  it('drops a job whose time runs out while it waits, and keeps the place count', async () => {
    const { koe, faar, start } = medKoe(1);
    void start('mette');
    const frist = new AbortController();
    const opgivet = start('lars', frist.signal);
    frist.abort();
    expect(await opgivet).toBe(false);
    koe.release('mette');
    expect(await start('lars')).toBe(true);
    expect(await Promise.race([start('mette'), tick().then(() => 'venter')])).toBe('venter');
    expect(faar).toEqual(['mette', 'lars']);
  });
});
