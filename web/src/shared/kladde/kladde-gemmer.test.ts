import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFejl } from '../api/client';
import type { GemKladdeBody } from './api/gem-kladde';
import { GEM_EFTER_MS, KladdeGemmer, type KladdeStatus } from './kladde-gemmer';

const fil = 'data:application/pdf;base64,JVBERi0xLjQ=';
const ref = `kladde-dokument:${'c'.repeat(64)}`;

function gemmer(valg: { ikkeGemt?: boolean; version?: number; trin?: string; svar?: (body: GemKladdeBody) => Promise<unknown> } = {}) {
  const sendt: GemKladdeBody[] = [];
  const status: KladdeStatus[] = [];
  const glemt = vi.fn();
  let version = valg.version ?? 0;
  const g = new KladdeGemmer({
    version,
    referencer: new Map(),
    ikkeGemt: valg.ikkeGemt ?? false,
    trin: valg.trin,
    gem: async (body) => {
      sendt.push(body);
      if (valg.svar) await valg.svar(body);
      const data = JSON.parse(JSON.stringify(body.data).replaceAll(fil, ref)) as Record<string, unknown>;
      return {
        formular: 'forudbetaling',
        trin: body.trin ?? null,
        version: ++version,
        opdateret: '2026-11-22T10:00:00Z',
        udloeber: '',
        data,
      };
    },
    paaStatus: (s) => status.push(s),
    glem: glemt,
  });
  return { g, sendt, status, glemt };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('KladdeGemmer', () => {
  it('saves nothing for the form as it started, then once per quiet spell with the latest data', async () => {
    const { g, sendt, status } = gemmer();
    g.opdater({ data: { navn: '' }, trin: 'tilskud' });
    // The form filling in its defaults before the person does anything is no change of theirs.
    g.opdater({ data: { navn: '', periode: {} }, trin: 'tilskud' });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS * 2);
    expect(sendt).toEqual([]);
    g.brugerHandling();
    g.opdater({ data: { navn: 'A' }, trin: 'tilskud' });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS / 2);
    g.opdater({ data: { navn: 'An' }, trin: 'tilskud' });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS - 1);
    expect(sendt).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendt).toEqual([{ data: { navn: 'An' }, trin: 'tilskud', version: 0 }]);
    expect(status.at(-1)).toEqual({ type: 'gemt', tid: '2026-11-22T10:00:00Z' });
    expect(g.ikkeGemt()).toBeNull();
  });

  it('saves a new step at once, and a file once, then its reference', async () => {
    const { g, sendt } = gemmer({ trin: 'deltagelse' });
    g.opdater({ data: { url: undefined }, trin: 'deltagelse' });
    g.brugerHandling();
    g.opdater({ data: { url: fil }, trin: 'faktura' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sendt).toEqual([{ data: { url: fil }, trin: 'faktura', version: 0 }]);
    g.opdater({ data: { url: fil, nr: 'KN' }, trin: 'faktura' });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS);
    expect(sendt[1]).toEqual({ data: { url: ref, nr: 'KN' }, trin: 'faktura', version: 1 });
  });

  it('saves nothing while submitting, keeps the change as unsaved, and forgets the draft once submitted', async () => {
    const { g, sendt, glemt } = gemmer();
    g.opdater({ data: { ok: false } });
    g.brugerHandling();
    g.opdater({ data: { ok: true }, indsender: true });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS * 2);
    expect(sendt).toEqual([]);
    expect(g.ikkeGemt()).toEqual({ data: { ok: true }, version: 0, indsender: true });
    g.opdater({ data: {}, udgave: 1 });
    // The new, empty form filling in its defaults is no draft either.
    g.opdater({ data: { periode: {} }, udgave: 1 });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS * 2);
    expect(sendt).toEqual([]);
    expect(glemt).toHaveBeenCalled();
    expect(g.ikkeGemt()).toBeNull();
  });

  it('sends changes it started with that the server lacks', async () => {
    const { g, sendt } = gemmer({ ikkeGemt: true, version: 3, trin: 'troOgLove' });
    g.opdater({ data: { ok: true }, trin: 'troOgLove' });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS);
    expect(sendt).toEqual([{ data: { ok: true }, trin: 'troOgLove', version: 3 }]);
  });

  it('makes a new draft of what is typed after a 409, and tries again after a failure once the form changes', async () => {
    let svar = 0;
    const { g, sendt, status } = gemmer({
      version: 2,
      svar: async () => {
        svar++;
        if (svar === 1) throw new ApiFejl(409, { title: 'Kladden er slettet i mellemtiden.', status: 409 });
        if (svar === 2) throw new ApiFejl(500, { title: 'fejl', status: 500 });
      },
    });
    g.opdater({ data: { a: 1 } });
    g.brugerHandling();
    g.opdater({ data: { a: 2 } });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS * 2);
    // Deleted meanwhile (e.g. submitted): nothing is sent again until the person changes something.
    expect(sendt.map((b) => b.version)).toEqual([2]);
    g.opdater({ data: { a: 2, b: 1 } });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS);
    await vi.waitFor(() => expect(sendt).toHaveLength(2));
    expect(sendt.map((b) => b.version)).toEqual([2, 0]);
    await vi.waitFor(() => expect(status.at(-1)).toEqual({ type: 'fejl' }));
    expect(g.ikkeGemt()).toEqual({ data: { a: 2, b: 1 }, version: 0, indsender: false });
    g.opdater({ data: { a: 3 } });
    await vi.advanceTimersByTimeAsync(GEM_EFTER_MS);
    await vi.waitFor(() => expect(g.ikkeGemt()).toBeNull());
    expect(sendt.at(-1)).toEqual({ data: { a: 3 }, version: 0 });
  });

  it('sends a waiting save at once when the form is left', async () => {
    const { g, sendt } = gemmer();
    g.opdater({ data: { a: 1 } });
    g.brugerHandling();
    g.opdater({ data: { a: 2 } });
    g.forlad();
    await vi.advanceTimersByTimeAsync(0);
    expect(sendt).toEqual([{ data: { a: 2 }, version: 0 }]);
  });
});
