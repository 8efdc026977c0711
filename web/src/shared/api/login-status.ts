import type { LoginStatus } from '@contract/identitet';
import { apiFetch, UventetDataFejl } from './client';
import { useHent } from './use-hent';

export type { LoginStatus };
export type LoginType = NonNullable<LoginStatus['type']>;

const path = '/api/loginStatus.aspx';

let undervejs: Promise<LoginStatus> | undefined;

/**
 * Who is logged in. The navbar and the page ask at the same time; they share one call (the one the
 * page's HTML preloaded, server/forindlaesning.ts), and a later question asks anew.
 */
export function hentLoginStatus(): Promise<LoginStatus> {
  undervejs ??= laesLoginStatus().finally(() => {
    undervejs = undefined;
  });
  return undervejs;
}

async function laesLoginStatus(): Promise<LoginStatus> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'loenmodtager' });
  const data = typeof svar === 'object' && svar !== null ? (svar as { data?: unknown }).data : undefined;
  if (!erLoginStatus(data)) throw new UventetDataFejl(path);
  return data;
}

export function useLoginStatus() {
  return useHent('login-status', hentLoginStatus);
}

function erLoginStatus(value: unknown): value is LoginStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { type, navn, session } = value as Record<string, unknown>;
  return (
    (type === null || type === 'loenmodtager' || type === 'virksomhed') &&
    (navn === null || typeof navn === 'string') &&
    (session === undefined || erSessionUdloeb(session))
  );
}

function erSessionUdloeb(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { udloeberOm, advarselFoer, kanForlaenges } = value as Record<string, unknown>;
  return typeof udloeberOm === 'number' && typeof advarselFoer === 'number' && typeof kanForlaenges === 'boolean';
}
