import { apiFetch, UventetDataFejl } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** How the secretariat signs in: the demo's password form, or the organisation's OpenID provider. */
export type LoginMetode = 'demo' | 'oidc';

const path = '/api/auth/login-metode';

export async function hentLoginMetode(signal?: AbortSignal): Promise<LoginMetode> {
  const svar = await apiFetch<unknown>(path, { kontekst: 'admin', signal });
  const admin = typeof svar === 'object' && svar !== null ? (svar as { admin?: unknown }).admin : undefined;
  if (admin !== 'demo' && admin !== 'oidc') throw new UventetDataFejl(path);
  return admin;
}

export function useLoginMetode() {
  return useHent('admin-login-metode', hentLoginMetode);
}
