import type { Problem } from '@contract/problem';
import { t } from '@engine/tekster';
import { clearAdminTokens, getAdminTokens, isAdminTokens, setAdminTokens, type AdminTokens } from './admin-token';
import { tagIndlejretSvar } from './indlejrede-svar';

/** Whose session a call runs in: it decides what a 401 answer leads to (SPEC §2.1, §8). */
export type Kontekst = 'loenmodtager' | 'virksomhed' | 'admin';

export type { Problem };

/** A non-2xx answer from the API, with its problem details. */
export class ApiFejl extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail ?? problem.title);
    this.name = 'ApiFejl';
  }
}

/** A 2xx answer whose body is not of the shape the caller expects (SPEC §8 'Uventet data fra API'). */
export class UventetDataFejl extends Error {
  constructor(path: string) {
    super(`Unexpected response body from ${path}`);
    this.name = 'UventetDataFejl';
  }
}

export interface ApiFetchOptions {
  kontekst: Kontekst;
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** More request headers, e.g. a precondition (`If-None-Match: *`). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * Calls the API and returns the parsed JSON body (undefined when empty); throws ApiFejl on an
 * error answer. Employee and company calls send the browser to login on 401; admin calls
 * refresh the token once and retry.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions): Promise<T> {
  return laes<T>(await apiSvar(path, options));
}

/** The JSON body of an answer from apiSvar (undefined when empty); throws ApiFejl on an error answer. */
export function laesSvar<T>(svar: Response): Promise<T> {
  return laes<T>(svar);
}

/**
 * The raw answer after the context's 401 rules (login redirect, or one refresh and retry), for a
 * caller that reads a body that is not JSON; error answers are returned, not thrown.
 */
export async function apiSvar(path: string, options: ApiFetchOptions): Promise<Response> {
  if (options.kontekst !== 'admin') {
    const svar = await send(path, options);
    if (svar.status === 401) sendTilLogin(options.kontekst);
    return svar;
  }
  const sendtToken = getAdminTokens()?.accessToken;
  const svar = await send(path, options, sendtToken);
  if (svar.status !== 401) return svar;
  const nye = await fornyEfter(sendtToken);
  if (nye === null) return svar;
  // Retried once only: a second 401 is returned to the caller, never refreshed again.
  return send(path, options, nye.accessToken);
}

/** Logs the admin in and stores the token pair; throws ApiFejl (401 with a Danish title) on wrong credentials. */
export async function adminLogin(brugernavn: string, adgangskode: string): Promise<void> {
  const path = '/api/auth/token';
  const svar = await send(path, { kontekst: 'admin', method: 'POST', body: { brugernavn, adgangskode } });
  const tokens = await laes<unknown>(svar);
  if (!isAdminTokens(tokens)) throw new UventetDataFejl(path);
  setAdminTokens(tokens);
}

/** Ends the admin session on the server and forgets the tokens. */
export async function adminLogout(): Promise<void> {
  const tokens = getAdminTokens();
  try {
    // Sent as is, without the refresh dance: a refresh would rotate the token being revoked.
    if (tokens) {
      const body = { refreshToken: tokens.refreshToken };
      await send('/api/auth/logout', { kontekst: 'admin', method: 'POST', body }, tokens.accessToken);
    }
  } catch {
    // Logging out locally must work even when the server cannot be reached.
  } finally {
    clearAdminTokens();
  }
}

let igangvaerendeFornyelse: Promise<AdminTokens | null> | null = null;

/** New tokens after a 401 on sendtToken; concurrent 401s share one refresh call. Null when refresh is impossible. */
async function fornyEfter(sendtToken: string | undefined): Promise<AdminTokens | null> {
  const nu = getAdminTokens();
  if (nu === null) return null;
  // Another call refreshed while this one was under way: just use its result.
  if (nu.accessToken !== sendtToken) return nu;
  igangvaerendeFornyelse ??= forny(nu.refreshToken).finally(() => {
    igangvaerendeFornyelse = null;
  });
  return igangvaerendeFornyelse;
}

/**
 * Tabs share the token pair in local storage, and the server ends the whole login when a rotated
 * refresh token is used again; so tabs take turns (Web Locks), and a tab that finds the pair already
 * renewed by another uses it instead of spending the old refresh token.
 */
function forny(refreshToken: string): Promise<AdminTokens | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fornyNu(refreshToken);
  return locks.request('fondsportal-admin-refresh', () => {
    const nu = getAdminTokens();
    if (nu === null) return null;
    return nu.refreshToken === refreshToken ? fornyNu(refreshToken) : nu;
  });
}

async function fornyNu(refreshToken: string): Promise<AdminTokens | null> {
  const svar = await send('/api/auth/refresh', { kontekst: 'admin', method: 'POST', body: { refreshToken } });
  const tokens: unknown = svar.ok ? await svar.json().catch(() => null) : null;
  if (!isAdminTokens(tokens)) {
    // The admin shell shows the login form once the tokens are gone.
    clearAdminTokens();
    return null;
  }
  setAdminTokens(tokens);
  return tokens;
}

function send(path: string, options: ApiFetchOptions, accessToken?: string): Promise<Response> {
  // A citizen's first calls whose answers came with the page (server/indlejrede-svar.ts).
  const indlejret = options.kontekst !== 'admin' && (options.method ?? 'GET') === 'GET' && tagIndlejretSvar(path);
  if (indlejret) return Promise.resolve(indlejret);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken !== undefined) headers['Authorization'] = `Bearer ${accessToken}`;
  return fetch(path, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function laes<T>(svar: Response): Promise<T> {
  if (!svar.ok) throw await tilFejl(svar);
  const tekst = await svar.text();
  if (tekst === '') return undefined as T;
  try {
    return JSON.parse(tekst) as T;
  } catch {
    throw new UventetDataFejl(svar.url);
  }
}

async function tilFejl(svar: Response): Promise<ApiFejl> {
  const body: unknown = await svar.json().catch(() => null);
  const problem = erProblem(body) ? body : { title: t('web.fejl.ukendt'), status: svar.status };
  return new ApiFejl(svar.status, problem);
}

function erProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const { title, status } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof status === 'number';
}

// The page whose browser has been sent to the login: its other calls answered 401 too must not
// start the navigation again, which aborts the one under way (seen with several first calls at once).
let sendtFra: Location | undefined;

/** Sends the browser to the citizen login, which brings it back to this page (also what a 401 does). */
export function sendTilLogin(kontekst: 'loenmodtager' | 'virksomhed'): void {
  if (sendtFra === window.location) return;
  sendtFra = window.location;
  const { pathname, search } = window.location;
  window.location.assign(`/fonditlogin?returnUrl=${encodeURIComponent(pathname + search)}&loginHint=${kontekst}`);
}
