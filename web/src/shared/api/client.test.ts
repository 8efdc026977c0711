import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY, getAdminTokens, setAdminTokens } from './admin-token';
import { ApiFejl, apiFetch, apiSvar } from './client';

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn<(url: string) => void>();

function json(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

function uautoriseret(): Response {
  return json(401, { type: 'about:blank', title: 'Du er ikke logget ind.', status: 401 }, 'application/problem+json');
}

function kald(nr: number): { url: string; init: RequestInit } {
  const args = fetchMock.mock.calls[nr];
  if (!args) throw new Error(`fetch was not called ${nr + 1} times`);
  return { url: String(args[0]), init: args[1] ?? {} };
}

function header(init: RequestInit, navn: string): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.[navn];
}

beforeEach(() => {
  const lager = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => lager.get(k) ?? null,
    setItem: (k: string, v: string) => void lager.set(k, v),
    removeItem: (k: string) => void lager.delete(k),
  });
  vi.stubGlobal('window', { location: { pathname: '/app/forudbetaling/anmod', search: '?trin=2', assign } });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  assign.mockReset();
});

describe('apiFetch, admin', () => {
  it('sends the access token, refreshes on 401 and retries once with the new token', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock
      .mockResolvedValueOnce(uautoriseret())
      .mockResolvedValueOnce(json(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValueOnce(json(200, { tekster: {} }));

    await expect(apiFetch('/api/Tekst', { kontekst: 'admin' })).resolves.toEqual({ tekster: {} });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(header(kald(0).init, 'Authorization')).toBe('Bearer a1');
    expect(kald(1).url).toBe('/api/auth/refresh');
    expect(kald(1).init.method).toBe('POST');
    expect(JSON.parse(String(kald(1).init.body))).toEqual({ refreshToken: 'r1' });
    expect(kald(2).url).toBe('/api/Tekst');
    expect(header(kald(2).init, 'Authorization')).toBe('Bearer a2');
    expect(getAdminTokens()).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
  });

  it('does not loop when the retried request gets 401 too', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock
      .mockResolvedValueOnce(uautoriseret())
      .mockResolvedValueOnce(json(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValue(uautoriseret());

    const fejl = await apiFetch('/api/Tekst', { kontekst: 'admin' }).catch((e: unknown) => e);

    expect(fejl).toBeInstanceOf(ApiFejl);
    expect((fejl as ApiFejl).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shares one refresh between concurrent 401s', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/auth/refresh') return json(200, { accessToken: 'a2', refreshToken: 'r2' });
      return header(init ?? {}, 'Authorization') === 'Bearer a2' ? json(200, { ok: String(input) }) : uautoriseret();
    });

    const svar = await Promise.all([
      apiFetch('/api/a', { kontekst: 'admin' }),
      apiFetch('/api/b', { kontekst: 'admin' }),
      apiFetch('/api/c', { kontekst: 'admin' }),
    ]);

    expect(svar).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/refresh')).toHaveLength(1);
  });

  it('uses the pair another tab renewed while this one waited for the refresh lock, without spending the old token', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    // The other tab holds the lock and renews the pair; ours runs when it lets go.
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_navn: string, callback: () => unknown) => {
          setAdminTokens({ accessToken: 'a9', refreshToken: 'r9' });
          return callback();
        },
      },
    });
    fetchMock.mockResolvedValueOnce(json(401, {})).mockResolvedValueOnce(json(200, { ok: true }));
    expect(await apiFetch('/api/Tekst', { kontekst: 'admin' })).toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/Tekst', '/api/Tekst']);
    expect(header(kald(1).init, 'Authorization')).toBe('Bearer a9');
  });

  it('clears the tokens and throws when the refresh is refused', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock.mockResolvedValueOnce(uautoriseret()).mockResolvedValueOnce(uautoriseret());

    await expect(apiFetch('/api/Tekst', { kontekst: 'admin' })).rejects.toBeInstanceOf(ApiFejl);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(getAdminTokens()).toBeNull();
  });
});

describe('apiFetch, employee and company', () => {
  it('sends the browser to login with returnUrl and loginHint on 401', async () => {
    fetchMock.mockResolvedValueOnce(uautoriseret());

    await expect(apiFetch('/api/Forudbetaling/X', { kontekst: 'loenmodtager' })).rejects.toBeInstanceOf(ApiFejl);

    expect(assign).toHaveBeenCalledWith('/fonditlogin?returnUrl=%2Fapp%2Fforudbetaling%2Fanmod%3Ftrin%3D2&loginHint=loenmodtager');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(header(kald(0).init, 'Authorization')).toBeUndefined();
    expect(kald(0).init.credentials).toBe('same-origin');
  });

  it('sends the browser to login once when several calls answer 401 at once', async () => {
    fetchMock.mockResolvedValue(uautoriseret());

    const kald = ['/api/loginStatus.aspx', '/api/Kladde', '/api/Forudbetaling/X'].map((sti) => apiFetch(sti, { kontekst: 'loenmodtager' }));
    for (const svar of await Promise.allSettled(kald)) expect(svar.status).toBe('rejected');

    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('uses loginHint virksomhed for company calls', async () => {
    fetchMock.mockResolvedValueOnce(uautoriseret());

    await expect(apiFetch('/api/ArbejdsmangelAnsoegning/X', { kontekst: 'virksomhed' })).rejects.toBeInstanceOf(ApiFejl);

    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/&loginHint=virksomhed$/));
  });
});

describe('apiFetch, answers', () => {
  it('throws the problem details of an error answer, field errors included', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Oplysningerne er ikke udfyldt korrekt.',
      status: 400,
      errors: [{ path: '/key', message: 'Nøgle har ikke korrekt format.' }],
    };
    fetchMock.mockResolvedValueOnce(json(400, problem, 'application/problem+json'));

    const fejl = await apiFetch('/api/Tekst', { kontekst: 'admin', method: 'PUT', body: { key: 'X' } }).catch((e: unknown) => e);

    expect(fejl).toBeInstanceOf(ApiFejl);
    expect((fejl as ApiFejl).problem).toEqual(problem);
    expect(header(kald(0).init, 'Content-Type')).toBe('application/json');
    expect(header(kald(0).init, 'Accept')).toBe('application/json');
    expect(kald(0).init.body).toBe('{"key":"X"}');
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    await expect(apiFetch('/api/Tekst', { kontekst: 'admin', method: 'PUT', body: {} })).resolves.toBeUndefined();
  });
});

describe('apiSvar', () => {
  it('hands over the raw answer with the admin token, refreshing on 401 like apiFetch', async () => {
    setAdminTokens({ accessToken: 'a1', refreshToken: 'r1' });
    fetchMock
      .mockResolvedValueOnce(uautoriseret())
      .mockResolvedValueOnce(json(200, { accessToken: 'a2', refreshToken: 'r2' }))
      .mockResolvedValueOnce(new Response('CVR ikke fundet for fond X.', { status: 404 }));

    // An error answer is handed over as it is, for a caller that reads a text body itself.
    const svar = await apiSvar('/api/CvrAdmin/FindNavnFraCvrOgAnsoegningId', { kontekst: 'admin' });
    expect(svar.status).toBe(404);
    expect(await svar.text()).toBe('CVR ikke fundet for fond X.');
    expect(header(kald(2).init, 'Authorization')).toBe('Bearer a2');
  });
});
