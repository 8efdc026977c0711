import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { AdminTokens } from '../identity/admin-tokens';
import { deriveKey } from '../identity/keys';

const LEVETID_S = 10 * 60;

interface Indhold {
  id: number;
  sid: string;
  sub: string;
  exp: number;
}

/**
 * Short-lived addresses of a request's invoice for the admin app's frame and its 'open in a new window'
 * link. A frame cannot send the bearer token, and a blob: copy would run with the admin app's origin
 * and lose the server's sandboxing headers; this address is served by the server itself, with them.
 * It names the admin's login (`sid`), so it stops working at logout, and at the latest after ten minutes.
 */
export function createDokumentAdgang({ config, now }: AppDeps, tokens: AdminTokens) {
  const key = deriveKey(config.sessionSecret, 'dokument');
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();

  return {
    /** The address of the invoice of request `id` for the admin of login `sid`. */
    url(id: number, sid: string, sub: string): string {
      const indhold: Indhold = { id, sid, sub, exp: Math.floor(now().getTime() / 1000) + LEVETID_S };
      const data = Buffer.from(JSON.stringify(indhold)).toString('base64url');
      return `/api/ForudbetalingAdmin/DokumentVisning/${id}?adgang=${data}.${mac(data).toString('base64url')}`;
    },

    /** Whether `adgang` opens the invoice of request `id` now. */
    async gyldig(id: number, adgang: string | undefined): Promise<boolean> {
      const [data, signatur] = (adgang ?? '').split('.');
      if (!data || !signatur) return false;
      const forventet = mac(data);
      const givet = Buffer.from(signatur, 'base64url');
      // Only the canonical spelling: base64url's last character carries bits the decoder drops.
      if (givet.toString('base64url') !== signatur) return false;
      if (givet.length !== forventet.length || !timingSafeEqual(givet, forventet)) return false;
      const indhold = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Indhold;
      if (indhold.id !== id || indhold.exp <= Math.floor(now().getTime() / 1000)) return false;
      return (await tokens.levendeAdmin(indhold.sid, indhold.sub)) !== undefined;
    },
  };
}
