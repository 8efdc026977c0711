import { isAdminTokens, setAdminTokens } from '../../../shared/api/admin-token';
import { apiSvar, laesSvar, UventetDataFejl } from '../../../shared/api/client';

const path = '/api/auth/oidc';

/**
 * After a sign-in at the organisation's provider the server holds a one-time handover for this
 * browser (an HttpOnly cookie); this trades it for the token pair and stores it. False when there is none.
 */
export async function hentOidcTokens(signal?: AbortSignal): Promise<boolean> {
  const svar = await apiSvar(path, { kontekst: 'admin', method: 'POST', signal });
  if (svar.status === 401) return false;
  const tokens = await laesSvar<unknown>(svar);
  if (!isAdminTokens(tokens)) throw new UventetDataFejl(path);
  setAdminTokens(tokens);
  return true;
}
