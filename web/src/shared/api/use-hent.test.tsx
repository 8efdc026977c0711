import { act } from '@testing-library/react';
import { startTransition, Suspense, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();

/** The modules as a fresh page loads them, its HTML holding `svar` as the server's answers (none when undefined). */
async function side(svar: Record<string, unknown> | undefined) {
  vi.resetModules();
  document.body.innerHTML =
    svar === undefined ? '' : `<script type="application/json" id="api-svar">${JSON.stringify(svar)}</script>`;
  const [{ useHent }, { apiFetch }, { afslutFoersteSkaerm }] = await Promise.all([
    import('./use-hent'),
    import('./client'),
    import('./foerste-svar'),
  ]);
  /** What each commit of the component showed: 'indlæser', the name, or the failure's status. */
  const vist: string[] = [];
  function Person({ sti }: { sti: string }) {
    const { data, fejl, indlaeser } = useHent(sti, (signal) => apiFetch<{ navn: string }>(sti, { kontekst: 'loenmodtager', signal }));
    const tekst = indlaeser ? 'indlæser' : fejl !== undefined ? `fejl ${(fejl as { status?: number }).status}` : data?.navn ?? '';
    useLayoutEffect(() => {
      vist.push(tekst);
    });
    return <p>{tekst}</p>;
  }
  function Venter() {
    useLayoutEffect(() => {
      vist.push('fallback');
    });
    return null;
  }
  /** The components under a Suspense boundary whose fallback is logged too; the same component stays at each place. */
  const trae = (stier: string[]) => (
    <Suspense fallback={<Venter />}>
      {stier.map((sti, i) => (
        <Person key={i} sti={sti} />
      ))}
    </Suspense>
  );
  /** Rendered as main.tsx renders the app: as a transition. */
  async function vis(...stier: string[]) {
    const rod = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => {
      startTransition(() => rod.render(trae(stier)));
    });
    return rod;
  }
  return { vis, vist, afslutFoersteSkaerm, trae };
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ navn: 'Fra API' }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useHent on the first screen of a page that came with its answers', () => {
  it('shows the answer in its first commit, without a spinner or a fallback first, and asks the API nothing', async () => {
    const { vis, vist } = await side({ '/api/Person': { navn: 'Mette Jensen' } });
    const rod = await vis('/api/Person');
    expect(vist).toEqual(['Mette Jensen']);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => rod.unmount());
  });

  it('waits in the same way for a call the page has no answer for, and shows its failure as the outcome', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ title: 'Ikke fundet', status: 404 }), { status: 404 })),
    );
    const { vis, vist } = await side({ '/api/Andet': { navn: 'ubrugt' } });
    const rod = await vis('/api/Person');
    expect(vist.at(-1)).toBe('fejl 404');
    expect(vist).not.toContain('indlæser');
    // Asked once: the effect after the first commit does not ask again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => rod.unmount());
  });

  it('lets the screen wait under its boundary for a first load that asks the network, and its retry loads nothing again', async () => {
    let svar: (res: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (svar = resolve)));
    // An answer the screen does not ask for is still in the page, as a draft's is not (a resumed draft).
    const { vis, vist, afslutFoersteSkaerm } = await side({ '/api/Person': { navn: 'Mette Jensen' }, '/api/Ubrugt': {} });
    const rod = await vis('/api/Person', '/api/Kladde');
    expect(vist).toEqual(['fallback']);
    // The first commit (the fallback) ends the first screen, as App's effect does.
    afslutFoersteSkaerm();
    await act(async () => svar(new Response(JSON.stringify({ navn: 'Kladden' }), { status: 200 })));
    expect(vist.slice(1)).toEqual(['Mette Jensen', 'Kladden']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/Kladde');
    act(() => rod.unmount());
  });

  it('loads a key anew when the component comes back to it, not the answer it had from the page', async () => {
    const { vis, vist, trae } = await side({ '/api/Person': { navn: 'Mette Jensen' }, '/api/Ubrugt': {} });
    const rod = await vis('/api/Person');
    await act(async () => rod.render(trae(['/api/Andet'])));
    expect(vist.at(-1)).toBe('Fra API');
    await act(async () => rod.render(trae(['/api/Person'])));
    expect(vist[0]).toBe('Mette Jensen');
    expect(vist.at(-1)).toBe('Fra API');
    expect(fetchMock.mock.calls.map(([sti]) => sti)).toEqual(['/api/Andet', '/api/Person']);
    act(() => rod.unmount());
  });

  it('loads as the component mounts once the first screen is shown, so nothing later is the page-load answer', async () => {
    const { vis, vist, afslutFoersteSkaerm } = await side({ '/api/Person': { navn: 'Mette Jensen' }, '/api/Ubrugt': {} });
    afslutFoersteSkaerm();
    const rod = await vis('/api/Person');
    expect(vist[0]).toBe('indlæser');
    expect(vist.at(-1)).toBe('Mette Jensen');
    expect(fetchMock).not.toHaveBeenCalled();
    const anden = await vis('/api/Person');
    expect(vist.at(-1)).toBe('Fra API');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => {
      rod.unmount();
      anden.unmount();
    });
  });

  it('loads as the component mounts on a page without answers (the admin app)', async () => {
    const { vis, vist } = await side(undefined);
    const rod = await vis('/api/Person');
    expect(vist).toEqual(['indlæser', 'Fra API']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    act(() => rod.unmount());
  });
});
