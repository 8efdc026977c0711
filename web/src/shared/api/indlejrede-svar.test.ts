import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn<typeof fetch>();

/** The client as a fresh page loads it, with `indhold` as the text of the page's answers element (none when undefined). */
async function side(indhold: string | undefined) {
  vi.resetModules();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'api-svar' && indhold !== undefined ? { textContent: indhold } : null),
  });
  return import('./client');
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ fra: 'api' }), { status: 200 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers that came with the page', () => {
  it('answer the first GET of their path without asking the API, and a later GET asks it', async () => {
    const { apiFetch } = await side(JSON.stringify({ '/api/Kladde': { data: ['\u003ckladde>'] } }));
    expect(await apiFetch('/api/Kladde', { kontekst: 'loenmodtager' })).toEqual({ data: ['<kladde>'] });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiFetch('/api/Kladde', { kontekst: 'loenmodtager' })).toEqual({ fra: 'api' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answer no other path, no other method and no admin call', async () => {
    const { apiFetch } = await side(JSON.stringify({ '/api/Kladde': { data: [] } }));
    await apiFetch('/api/Kladde?type=x', { kontekst: 'loenmodtager' });
    await apiFetch('/api/Kladde', { kontekst: 'loenmodtager', method: 'PUT', body: {} });
    await apiFetch('/api/Kladde', { kontekst: 'admin' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await apiFetch('/api/Kladde', { kontekst: 'virksomhed' })).toEqual({ data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('leave every call to the API when the page has none, or none that can be read', async () => {
    for (const indhold of [undefined, '', '{ikke json', '[1]']) {
      const { apiFetch } = await side(indhold);
      expect(await apiFetch('/api/Kladde', { kontekst: 'loenmodtager' })).toEqual({ fra: 'api' });
    }
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
