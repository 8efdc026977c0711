import type { Rolle } from '../../../engine/roller';
import type { Admin } from '../types';
import type { OidcAdmin } from './indstillinger';

const tekst = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * A staff member as the organisation's provider describes them: the sign-in name (Entra ID's
 * preferred_username, else e-mail, else sub), name, e-mail, and the portal roles their provider
 * roles map to (OIDC_ADMIN_ROLLER); provider roles with no mapping give nothing.
 */
export function adminFraClaims(claims: Record<string, unknown>, udbyder: Pick<OidcAdmin, 'rolesClaim' | 'roller'>): Admin {
  const brugernavn = tekst(claims['preferred_username']) ?? tekst(claims['email']) ?? String(claims['sub']);
  const raa = claims[udbyder.rolesClaim];
  const udbyderRoller = Array.isArray(raa) ? raa : typeof raa === 'string' ? raa.split(/[\s,]+/) : [];
  const roller = new Set<Rolle>();
  for (const r of udbyderRoller) {
    if (typeof r === 'string' && Object.hasOwn(udbyder.roller, r)) roller.add(udbyder.roller[r]!);
  }
  const email = tekst(claims['email']) ?? (brugernavn.includes('@') ? brugernavn : '');
  return { brugernavn, navn: tekst(claims['name']) ?? brugernavn, email, roller: [...roller] };
}
