import { describe, expect, it } from 'vitest';
import { tal, tekst } from './celle';
import { xlsxStroem } from './xlsx-fil';

describe('xlsxStroem', () => {
  it('sends the first bytes while pages are still to read, also when every page is answered at once', async () => {
    let laest = 0;
    // Pages from memory, as lowdb answers them: no page waits for anything outside the process.
    async function* sider() {
      for (let s = 0; s < 20; s++) {
        laest++;
        yield Array.from({ length: 500 }, (_, i) => ({ navn: `Lønmodtager ${s * 500 + i}`, beloeb: i * 1.25 }));
      }
    }
    const kolonner = [
      { overskrift: 'Navn', celle: (r: { navn: string }) => tekst(r.navn) },
      { overskrift: 'Beløb', celle: (r: { beloeb: number }) => tal(r.beloeb) },
    ];
    let antal: number | undefined;
    const laeser = xlsxStroem(kolonner, sider(), 'Ark', async (n) => (antal = n)).getReader();
    const foerste = await laeser.read();
    expect(foerste.done).toBe(false);
    expect(laest).toBeLessThan(20);
    let bytes = foerste.value!.byteLength;
    for (let del = await laeser.read(); !del.done; del = await laeser.read()) bytes += del.value.byteLength;
    expect(antal).toBe(10_000);
    expect(bytes).toBeGreaterThan(10_000);
  });
});
