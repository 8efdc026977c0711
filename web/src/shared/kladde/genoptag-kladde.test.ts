import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { genoptagKladde } from './genoptag-kladde';

const fil = 'data:application/pdf;base64,JVBERi0xLjQ=';
const ref = `kladde-dokument:${'d'.repeat(64)}`;
const NOEGLE = 'fondsportal:kladde:forudbetaling';

/** The server as the loader reads it: the list with the person's mark, and the draft when there is one. */
function server(kladde?: { version: number; trin: string; data: object }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (sti: string) => {
      if (sti === '/api/Kladde') {
        const kladder = kladde
          ? [{ formular: 'forudbetaling', trin: kladde.trin, version: kladde.version, opdateret: 'x', udloeber: 'y' }]
          : [];
        return Response.json({ ejer: 'mette', kladder });
      }
      return Response.json({ ...kladde, formular: 'forudbetaling', opdateret: '2026-11-22T10:00:00Z', filer: { [ref]: fil } });
    }),
  );
}

let lager: Map<string, string>;
beforeEach(() => {
  lager = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => lager.get(k) ?? null,
    setItem: (k: string, v: string) => lager.set(k, v),
    removeItem: (k: string) => lager.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('resuming a draft', () => {
  it('starts with nothing when the person has no draft and the tab kept nothing', async () => {
    server();
    expect(await genoptagKladde('forudbetaling')).toEqual({ ejer: 'mette', version: 0, referencer: new Map(), ikkeGemt: false });
  });

  it("puts the server's draft back with its invoice and knows the invoice's reference", async () => {
    server({ version: 3, trin: 'faktura', data: { dokument: { url: ref } } });
    const start = await genoptagKladde('forudbetaling');
    expect(start.kladde).toEqual({ data: { dokument: { url: fil } }, trin: 'faktura', opdateret: '2026-11-22T10:00:00Z' });
    expect(start.referencer.get(fil)).toBe(ref);
    expect(start.ikkeGemt).toBe(false);
  });

  it('prefers the changes the tab kept for the same person on the same version, and saves them', async () => {
    server({ version: 3, trin: 'faktura', data: { dokument: { url: ref } } });
    lager.set(NOEGLE, JSON.stringify({ ejer: 'mette', version: 3, trin: 'troOgLove', data: { dokument: { url: ref }, ok: true } }));
    const start = await genoptagKladde('forudbetaling');
    expect(start.kladde).toEqual({ data: { dokument: { url: fil }, ok: true }, trin: 'troOgLove' });
    expect(start.ikkeGemt).toBe(true);
  });

  it("throws away a tab's changes for another person, or on a version since replaced or deleted", async () => {
    for (const [ejer, version, server_] of [
      ['lars', 3, 3],
      ['mette', 2, 3],
      ['mette', 3, 0],
    ] as const) {
      server(server_ > 0 ? { version: server_, trin: 'faktura', data: {} } : undefined);
      lager.set(NOEGLE, JSON.stringify({ ejer, version, trin: 'troOgLove', data: { ok: true } }));
      const start = await genoptagKladde('forudbetaling');
      expect(start.ikkeGemt, `${ejer} ${version}`).toBe(false);
      expect(JSON.stringify(start.kladde ?? null)).not.toContain('"ok"');
      expect(lager.has(NOEGLE)).toBe(false);
    }
  });
});
