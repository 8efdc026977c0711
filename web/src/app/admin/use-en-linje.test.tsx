import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEnLinje } from './use-en-linje';

/** The bar's room and what its content needs, as a browser would lay them out. */
const maal = { plads: 1140, behov: 1040 };
let vedAendring = () => {};

function Bar() {
  const bar = useRef<HTMLElement>(null);
  const udfoldet = useEnLinje(bar, 'Demo Sekretariat Administrator');
  return (
    <header ref={bar}>
      <div>{udfoldet ? 'udfoldet' : 'foldet'}</div>
    </header>
  );
}

const vis = () => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => maal.plads);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => Math.max(maal.plads, maal.behov));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(tjek: () => void) {
        vedAendring = tjek;
      }
      observe() {}
      disconnect() {}
    },
  );
  render(<Bar />);
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useEnLinje', () => {
  it('keeps the bar expanded where its content fits on one line', () => {
    Object.assign(maal, { plads: 1140, behov: 1040 });
    vis();
    expect(screen.getByText('udfoldet')).toBeInTheDocument();
  });

  it('folds it where the content runs past the edge, and expands it again once the window is wide enough', () => {
    Object.assign(maal, { plads: 960, behov: 1040 });
    vis();
    expect(screen.getByText('foldet')).toBeInTheDocument();
    // Folded, the content is laid out narrower; what it needed is remembered.
    Object.assign(maal, { plads: 1000, behov: 0 });
    act(() => vedAendring());
    expect(screen.getByText('foldet')).toBeInTheDocument();
    Object.assign(maal, { plads: 1140, behov: 1040 });
    act(() => vedAendring());
    expect(screen.getByText('udfoldet')).toBeInTheDocument();
  });
});
