import { useSyncExternalStore } from 'react';
import type { TokenPair } from '@contract/identitet';

/** The admin's token pair from POST /api/auth/token or /api/auth/refresh: what the client keeps of it. */
export type AdminTokens = Pick<TokenPair, 'accessToken' | 'refreshToken'>;

/** The one localStorage key holding the pair (SPEC §6: the token is kept in local storage). */
export const ADMIN_TOKEN_KEY = 'fondsportal.admin.token';

const listeners = new Set<() => void>();
// useSyncExternalStore needs the same object back while the stored string is unchanged.
let cache: { raw: string | null; tokens: AdminTokens | null } = { raw: null, tokens: null };

export function getAdminTokens(): AdminTokens | null {
  const raw = localStorage.getItem(ADMIN_TOKEN_KEY);
  if (raw !== cache.raw) cache = { raw, tokens: parse(raw) };
  return cache.tokens;
}

export function setAdminTokens(tokens: AdminTokens): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }));
  notify();
}

export function clearAdminTokens(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  notify();
}

/** Calls listener on every login, refresh and logout, also those made in another tab. */
export function subscribeAdminTokens(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === ADMIN_TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored tokens, re-rendering the caller when they change. */
export function useAdminTokens(): AdminTokens | null {
  return useSyncExternalStore(subscribeAdminTokens, getAdminTokens);
}

function notify(): void {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): AdminTokens | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isAdminTokens(value) ? value : null;
  } catch {
    return null;
  }
}

export function isAdminTokens(value: unknown): value is AdminTokens {
  if (typeof value !== 'object' || value === null) return false;
  const { accessToken, refreshToken } = value as Record<string, unknown>;
  return typeof accessToken === 'string' && typeof refreshToken === 'string';
}
