import type { Context } from 'hono';
import type { AdminLogin } from '../../contract/generated/admin-login';
import type { KlientToken as KlientTokenKrop } from '../../contract/generated/klient-token';
import { t } from '../../engine/alle-tekster';
import { ProblemFejl } from '../problem';
import { tjek } from '../validation/index';
import { tServer } from '../server-tekster';

/** What POST /api/auth/token asks for: a staff member's password login, or a system's client credentials. */
export type TokenAnmodning = { art: 'adgangskode'; login: AdminLogin } | { art: 'klient'; krop: KlientTokenKrop; basic: boolean };

const ugyldigJson = () => new ProblemFejl({ status: 400, title: t('problem.ugyldigJson') });
const erObjekt = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** HTTP Basic's client_id and client_secret, each form-encoded first (RFC 6749 §2.3.1). */
function basic(header: string | undefined): { client_id: string; client_secret: string } | undefined {
  const vaerdi = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1];
  if (!vaerdi) return undefined;
  const tekst = Buffer.from(vaerdi, 'base64').toString('utf8');
  const kolon = tekst.indexOf(':');
  if (kolon < 0) return undefined;
  try {
    const afkod = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    return { client_id: afkod(tekst.slice(0, kolon)), client_secret: afkod(tekst.slice(kolon + 1)) };
  } catch {
    return undefined;
  }
}

/** The body as fields: a JSON object, or a form (as OAuth clients send it); anything else is 400. */
async function felter(c: Context): Promise<Record<string, unknown>> {
  if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('Content-Type') ?? '')) {
    const form = await c.req.parseBody({ all: false });
    return Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string'));
  }
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw ugyldigJson();
  }
  if (!erObjekt(json)) throw ugyldigJson();
  return json;
}

/**
 * Reads a token request: with grant_type (or HTTP Basic) the client credentials grant (RFC 6749 §4.4),
 * from a form or JSON, validated against schemas/klient-token; otherwise the demo's password login
 * from JSON (schemas/admin-login). A grant other than client_credentials is 400 unsupported_grant_type.
 */
export async function laesTokenAnmodning(c: Context): Promise<TokenAnmodning> {
  const krop = await felter(c);
  const fraHeader = basic(c.req.header('Authorization'));
  if (krop['grant_type'] === undefined && !fraHeader) {
    if (/^application\/x-www-form-urlencoded\b/i.test(c.req.header('Content-Type') ?? ''))
      throw new ProblemFejl({ status: 400, title: tServer('problem.grantUkendt'), error: 'unsupported_grant_type' });
    return { art: 'adgangskode', login: tjek('admin-login', krop) as AdminLogin };
  }
  if (krop['grant_type'] !== 'client_credentials')
    throw new ProblemFejl({ status: 400, title: tServer('problem.grantUkendt'), error: 'unsupported_grant_type' });
  // Credentials in one place only (RFC 6749 §2.3): both is a malformed request.
  if (fraHeader && (krop['client_id'] !== undefined || krop['client_secret'] !== undefined))
    throw new ProblemFejl({ status: 400, title: tServer('problem.klientMangler'), error: 'invalid_request' });
  try {
    return { art: 'klient', krop: tjek('klient-token', { ...krop, ...fraHeader }) as KlientTokenKrop, basic: fraHeader !== undefined };
  } catch (error) {
    if (error instanceof ProblemFejl) throw new ProblemFejl({ ...error.problem, error: 'invalid_request' });
    throw error;
  }
}
