import { createHmac } from 'node:crypto';

/** Separate keys for cookies and tokens, derived from the one configured secret. */
export function deriveKey(secret: string, purpose: 'cookie' | 'jwt' | 'dokument' | 'cpr' | 'kladde' | 'eksport' | 'proeve'): string {
  return createHmac('sha256', secret).update(`fondsportal:${purpose}`).digest('base64url');
}
