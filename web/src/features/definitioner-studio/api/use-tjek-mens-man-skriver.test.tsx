import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TjekMensManSkriverStatus } from '../components/tjek-mens-man-skriver';
import { PAUSE_MS, useTjekMensManSkriver } from './use-tjek-mens-man-skriver';

const WF = 'workflows/arbejdsmangel-ansoegning.machine.json';
const fejlA = [{ fil: WF, sti: '/states/A', besked: 'A er forkert' }];
const fejlB = [{ fil: WF, sti: '/states/B', besked: 'B er forkert' }];

/** Each call of the fake server: its body, its signal, and a way to answer it when the test says so. */
interface Kald {
  krop: unknown;
  signal: AbortSignal | undefined;
  svar: (fejl: unknown[]) => void;
}
let kald: Kald[] = [];

beforeEach(() => {
  kald = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      (_url, init) =>
        // Answered only when the test says so, aborted or not: as a server that answers before it sees the abort.
        new Promise<Response>((resolve) => {
          kald.push({
            krop: JSON.parse(String(init?.body ?? '{}')),
            signal: init?.signal ?? undefined,
            svar: (fejl) =>
              resolve(new Response(JSON.stringify({ fejl }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
          });
        }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const vent = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useTjekMensManSkriver', () => {
  it('asks once the typing pauses, with the last unsaved files only, and asks nothing without unsaved edits', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ugemte }) => useTjekMensManSkriver('u1', ugemte, { revision: '0:0' }), {
      initialProps: { ugemte: {} as Record<string, unknown> },
    });
    await vent(PAUSE_MS * 2);
    expect(kald).toHaveLength(0);
    expect(result.current).toEqual({ tjekker: false, melding: '' });

    // Three keys, each before the pause is over: one call, of the last.
    for (const tekst of ['a', 'ab', 'abc']) {
      rerender({ ugemte: { [WF]: { tekst } } });
      await vent(PAUSE_MS - 100);
    }
    expect(kald).toHaveLength(0);
    expect(result.current.tjekker).toBe(true);
    await vent(100);
    expect(kald.map((k) => k.krop)).toEqual([{ filer: [{ sti: WF, indhold: { tekst: 'abc' } }] }]);
    await act(async () => kald[0]!.svar(fejlA));
    expect(result.current).toEqual({
      fejl: fejlA,
      tjekker: false,
      melding: 'Tjekket af dine ugemte ændringer fandt 1 fejl. De står ved det, de handler om.',
    });
  });

  it('aborts the call of older edits and ignores its answer when it comes after a newer one', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ugemte }) => useTjekMensManSkriver('u1', ugemte, { revision: '0:0' }), {
      initialProps: { ugemte: { [WF]: { version: 'gammel' } } as Record<string, unknown> },
    });
    await vent(PAUSE_MS);
    expect(kald).toHaveLength(1);
    rerender({ ugemte: { [WF]: { version: 'ny' } } });
    expect(kald[0]!.signal?.aborted).toBe(true);
    await vent(PAUSE_MS);
    await act(async () => kald[1]!.svar(fejlB));
    // The older call answers anyway (a server that did not see the abort): its problems are not shown.
    await act(async () => kald[0]!.svar(fejlA));
    expect(result.current.fejl).toEqual(fejlB);
    expect(result.current.tjekker).toBe(false);
  });

  it('asks anew after a save though the unsaved files are the same, and meanwhile shows no answer about the draft before it', async () => {
    vi.useFakeTimers();
    const ugemte = { [WF]: { n: 1 } };
    const { result, rerender } = renderHook(({ revision }) => useTjekMensManSkriver('u1', ugemte, { revision }), {
      initialProps: { revision: '0:3' },
    });
    await vent(PAUSE_MS);
    await act(async () => kald[0]!.svar(fejlA));
    expect(result.current).toMatchObject({ fejl: fejlA, tjekker: false });
    // A save (another file, Fortryd): the same unsaved files now lie over another draft.
    rerender({ revision: '1:4' });
    expect(result.current).toEqual({ tjekker: true, melding: '' });
    await vent(PAUSE_MS);
    expect(kald).toHaveLength(2);
    expect(kald[1]!.krop).toEqual(kald[0]!.krop);
    await act(async () => kald[1]!.svar(fejlB));
    expect(result.current).toMatchObject({ fejl: fejlB, tjekker: false });
  });

  it('says the answer politely, the same words while the answer stays the same', async () => {
    const { rerender } = render(<Vis ugemte={{ [WF]: { n: 1 } }} />);
    await waitFor(() => expect(kald).toHaveLength(1));
    await act(async () => kald[0]!.svar([]));
    const region = await screen.findByText('Tjekket af dine ugemte ændringer fandt ingen fejl.');
    expect(region).toHaveAttribute('aria-live', 'polite');
    rerender(<Vis ugemte={{ [WF]: { n: 2 } }} />);
    // While the next check is on its way the region keeps its words; that it checks is said outside it.
    expect(region).toHaveTextContent('Tjekket af dine ugemte ændringer fandt ingen fejl.');
    expect(screen.getByText('Tjekker dine ugemte ændringer …')).not.toHaveAttribute('aria-live');
    await waitFor(() => expect(kald).toHaveLength(2));
    await act(async () => kald[1]!.svar(fejlA));
    await waitFor(() => expect(region).toHaveTextContent('Tjekket af dine ugemte ændringer fandt 1 fejl.'));
  });
});

function Vis({ ugemte }: { ugemte: Record<string, unknown> }) {
  return <TjekMensManSkriverStatus tjek={useTjekMensManSkriver('u1', ugemte, { revision: '0:0', pauseMs: 10 })} />;
}
