import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ADVARSEL_HAENDELSE } from '../session/session-udloeb';
import { GEM_EFTER_MS } from './kladde-gemmer';
import { useKladde } from './use-kladde';

function Formular({ navn }: { navn: string }) {
  useKladde('forudbetaling', { ejer: 'x', version: 0, referencer: new Map(), ikkeGemt: false }, { data: { navn }, trin: 'pris' });
  return null;
}

const gemte = () => vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ version: 1, opdateret: '2026-11-29T02:00:00Z', data: {} }), { status: 200 })),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a form’s draft when the page warns that the session ends', () => {
  it('is saved at once, not after its quiet time', async () => {
    const { rerender } = render(<Formular navn="" />);
    // The person types: a save waits for GEM_EFTER_MS of quiet.
    act(() => document.dispatchEvent(new Event('input')));
    rerender(<Formular navn="Mette" />);
    await act(() => vi.advanceTimersByTimeAsync(GEM_EFTER_MS / 4));
    expect(gemte()).toHaveLength(0);

    await act(async () => {
      window.dispatchEvent(new Event(SESSION_ADVARSEL_HAENDELSE));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(gemte()).toHaveLength(1);
    expect(JSON.parse(String(gemte()[0]?.[1]?.body))).toMatchObject({ data: { navn: 'Mette' }, trin: 'pris' });
  });
});
