import type { LoginStatus } from '../../../../contract/identitet';
import { apiFetch, UventetDataFejl } from './client';
import { useHent } from './use-hent';

export type { LoginStatus };
export type LoginType = NonNullable<LoginStatus['type']>;

const path = '/api/loginStatus.aspx';

export async function hentLoginStatus(signal?: AbortSignal): Promise<LoginStatus> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'loenmodtager', signal });
  const data = typeof svar === 'object' && svar !== null ? (svar as { data?: unknown }).data : undefined;
  if (!erLoginStatus(data)) throw new UventetDataFejl(path);
  return data;
}

export function useLoginStatus() {
  return useHent('login-status', hentLoginStatus);
}

function erLoginStatus(value: unknown): value is LoginStatus {
  if (typeof value !== 'object' || value === null) return false;
  const { type, navn } = value as Record<string, unknown>;
  return (type === null || type === 'loenmodtager' || type === 'virksomhed') && (navn === null || typeof navn === 'string');
}
