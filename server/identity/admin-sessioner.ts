import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { Admin } from './types';

/**
 * How the admin signed in: with a password the directory checks (which is asked again on every
 * request, so a removed account stops at once), or at the organisation's OpenID provider (whose
 * account and roles as given at sign-in hold for the login's life).
 */
export type AdminLoginKilde = 'adgangskode' | 'oidc';

/** One admin login kept server-side: its id is the access tokens' `sid` and names the refresh family. */
export interface AdminSession {
  id: string;
  brugernavn: string;
  /** Missing on logins from before OIDC: those are password logins. */
  kilde?: AdminLoginKilde;
  /** The account as the OpenID provider gave it (kilde 'oidc'). */
  admin?: Admin;
  oprettet: number;
  /** ADMIN_SESSION_ABSOLUTE_HOURS after login: no refresh carries the login past it. */
  udloeber: number;
  /** Set at logout, or when a reused refresh token showed that a copy is about. */
  afsluttet?: number;
}

// Every admin request asks whether its login still lives; a short cache spares the store. It is how
// long another server instance may lag behind a logout; on this instance a logout counts at once.
const CACHE_MS = 5_000;
const CACHE_MAKS = 10_000;

/** The admin logins: started at sign-in, asked on every admin request, ended at logout. */
export function createAdminSessioner({ config, store, now }: Pick<AppDeps, 'config' | 'store' | 'now'>) {
  const sessioner = store.collection<AdminSession>('admin-sessioner');
  const cache = new Map<string, { session: AdminSession | undefined; til: number }>();
  // Ended here, by id and end of life: wins over a cache entry a concurrent read may still write.
  const afsluttetHer = new Map<string, { til: number }>();

  const lever = (s: AdminSession | undefined, t: number): s is AdminSession =>
    s !== undefined && s.afsluttet === undefined && s.udloeber > t && !afsluttetHer.has(s.id);

  // Drops stale entries once a map grows large, so neither can grow without bound.
  const glem = (kort: Map<string, { til: number }>, t: number) => {
    if (kort.size > CACHE_MAKS) for (const [id, { til }] of kort) if (til <= t) kort.delete(id);
  };

  return {
    async start(admin: Admin, kilde: AdminLoginKilde): Promise<AdminSession> {
      const t = now().getTime();
      const id = randomBytes(24).toString('base64url');
      const udloeber = t + config.adminSessionAbsoluteHours * 3_600_000;
      const session: AdminSession = { id, brugernavn: admin.brugernavn, kilde, oprettet: t, udloeber };
      return sessioner.put(id, kilde === 'oidc' ? { ...session, admin } : session);
    },

    /** The login if it still lives; from the cache unless `frisk` asks the store itself. */
    async aktiv(id: string, { frisk = false } = {}): Promise<AdminSession | undefined> {
      const t = now().getTime();
      const husket = cache.get(id);
      if (!frisk && husket && husket.til > t) return lever(husket.session, t) ? husket.session : undefined;
      const session = await sessioner.get(id);
      glem(cache, t);
      cache.set(id, { session, til: t + CACHE_MS });
      return lever(session, t) ? session : undefined;
    },

    /** Ends the login: its access tokens, /nyadmin cookies and refresh tokens stop working. */
    async afslut(id: string): Promise<void> {
      const t = now().getTime();
      const session = await sessioner.get(id);
      if (!session) return;
      glem(afsluttetHer, t);
      afsluttetHer.set(id, { til: session.udloeber });
      cache.delete(id);
      if (session.afsluttet === undefined) await sessioner.update(id, (s) => ({ ...(s ?? session), afsluttet: s?.afsluttet ?? t }));
    },

    /** Forgets logins past their end of life. */
    async ryd(): Promise<void> {
      const t = now().getTime();
      for (const s of await sessioner.all()) if (s.udloeber <= t) await sessioner.delete(s.id);
    },
  };
}
