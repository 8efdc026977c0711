import { isAdminTokens, setAdminTokens } from '../../../shared/api/admin-token';
import { apiSvar, laesSvar, UventetDataFejl } from '../../../shared/api/client';

const kodeSti = '/api/auth/oidc/outlook-kode';
const loginSti = '/api/auth/oidc/outlook';

/**
 * In the sign-in dialog, back from the provider: trades this browser's handover (an HttpOnly cookie)
 * for the one-time code the add-in may trade with its verifier. Undefined when there is no login yet.
 */
export async function hentLoginKode(udfordring: string, signal?: AbortSignal): Promise<string | undefined> {
  const svar = await apiSvar(kodeSti, { kontekst: 'admin', method: 'POST', body: { udfordring }, signal });
  if (svar.status === 401) return undefined;
  const { kode } = (await laesSvar<{ kode?: unknown }>(svar)) ?? {};
  if (typeof kode !== 'string') throw new UventetDataFejl(kodeSti);
  return kode;
}

/** In the task pane: trades the dialog's code and this pane's verifier for the token pair, and stores it. */
export async function vekslLoginKode(kode: string, verifikator: string): Promise<void> {
  const tokens = await laesSvar<unknown>(await apiSvar(loginSti, { kontekst: 'admin', method: 'POST', body: { kode, verifikator } }));
  if (!isAdminTokens(tokens)) throw new UventetDataFejl(loginSti);
  setAdminTokens(tokens);
}
