import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { laesSigneretCookie, saetSigneretCookie } from './signeret-cookie';
import type { AppDeps } from '../deps';
import { deriveKey } from './keys';
import type { SessionUdloeb } from '../../contract/identitet';
import type { Bruger, LoginType } from './types';

/** A logged-in employee or company, kept server-side; the cookie carries only its id. */
export interface Session {
  id: string;
  type: LoginType;
  brugerId: string;
  navn: string;
  oprettet: number;
  sidstAktiv: number;
  /**
   * A login at the MitID broker, which 'Log ud' ends there too: its session id (the ID token's `sid`,
   * sent as logout_hint) when it gave one. The ID token itself is not stored: it carries the CPR number.
   */
  broker?: { sid?: string };
  /** Only in a session stored before the ID token stopped being kept: dropped at its next use, never sent. */
  idToken?: string;
}

// Writing every request's activity would make each read a write; a minute's precision is enough
// (a tenth of the idle time when that is shorter, so any call of a person at work keeps the session).
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Deletes the citizen sessions idle past SESSION_IDLE_MINUTES: no one logged out of them, and the
 * browser that held one may never come back to have it deleted at its next use. (A session past its
 * absolute limit is deleted at its next use and idles into this sweep otherwise.) Answers how many.
 */
export function rydUdloebneSessioner({ config, store, now }: Pick<AppDeps, 'config' | 'store' | 'now'>): Promise<number> {
  // Indexed by last activity (store/indekser.ts); idle means longer than the limit, strictly.
  const graense = now().getTime() - config.sessionIdleMinutes * 60_000 - 1;
  return store.collection<Session>('sessions').deleteWhere({ createdTo: new Date(graense).toISOString() });
}

/** Session handling for the citizen logins: start at login, read per request, end at logout. */
export function createSessions({ config, store, now }: AppDeps) {
  const sessions = store.collection<Session>('sessions');
  const key = deriveKey(config.sessionSecret, 'cookie');
  const https = config.publicBaseUrl.startsWith('https:');
  // __Host- binds the cookie to this exact origin, which browsers allow only over https.
  const cookieName = https ? '__Host-fondsession' : 'fondsession';
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', secure: https, path: '/' } as const;

  const touchInterval = Math.min(TOUCH_INTERVAL_MS, (config.sessionIdleMinutes * 60_000) / 10);
  const ledigSlut = (s: Session) => s.sidstAktiv + config.sessionIdleMinutes * 60_000;
  const absolutSlut = (s: Session) => s.oprettet + config.sessionAbsoluteHours * 3_600_000;
  const expired = (s: Session, t: number) => t > ledigSlut(s) || t > absolutSlut(s);
  // Never more than half the idle time, so a short session is not warned about from its start; 0 turns the warning off.
  const advarselFoer = Math.max(0, Math.min(config.sessionWarningSeconds, Math.floor((config.sessionIdleMinutes * 60) / 2)));

  return {
    /**
     * A fresh session id at every login, so a planted cookie can never be carried into a session;
     * the session the browser had before ends, so its id cannot be used alongside the new one.
     */
    async start(c: Context, bruger: Bruger, { broker }: Pick<Session, 'broker'> = {}): Promise<Session> {
      const foer = laesSigneretCookie(c, cookieName, key);
      if (foer) await sessions.delete(foer);
      const t = now().getTime();
      const session: Session = {
        id: randomBytes(32).toString('base64url'),
        type: bruger.type,
        brugerId: bruger.id,
        navn: bruger.navn,
        oprettet: t,
        sidstAktiv: t,
        ...(broker ? { broker } : {}),
      };
      await sessions.put(session.id, session);
      saetSigneretCookie(c, cookieName, session.id, key, cookieOptions);
      return session;
    },

    /**
     * The session the cookie names, or null. A read counts as the person's activity unless
     * `aktivitet: false`: asking who is logged in (the page's warning asks again before it warns)
     * must not itself keep an idle session alive.
     */
    async read(c: Context, { aktivitet = true }: { aktivitet?: boolean } = {}): Promise<Session | null> {
      const id = laesSigneretCookie(c, cookieName, key);
      if (!id) return null;
      const session = await sessions.get(id);
      if (!session) return null;
      const t = now().getTime();
      if (expired(session, t)) {
        await sessions.delete(id);
        return null;
      }
      const roer = aktivitet && t - session.sidstAktiv > touchInterval;
      if (roer || session.idToken !== undefined) {
        return sessions.update(id, (s) => {
          // It was a MitID login: the broker logout stays, by client_id alone.
          const { idToken, ...resten } = s ?? session;
          return { ...resten, ...(idToken !== undefined ? { broker: resten.broker ?? {} } : {}), ...(roer ? { sidstAktiv: t } : {}) };
        });
      }
      return session;
    },

    /** When the session ends as things stand now (GET /api/loginStatus.aspx, for the page's warning). */
    udloeb(session: Session): SessionUdloeb {
      const t = now().getTime();
      const ledig = ledigSlut(session);
      const absolut = absolutSlut(session);
      return {
        udloeberOm: Math.max(0, Math.floor((Math.min(ledig, absolut) - t) / 1000)),
        advarselFoer,
        kanForlaenges: ledig < absolut,
      };
    },

    /** Extends the session now (GET /sessionkeepalive). */
    async touch(session: Session): Promise<void> {
      const t = now().getTime();
      await sessions.update(session.id, (s) => ({ ...(s ?? session), sidstAktiv: t }));
    },

    /** Ends the browser's session and answers it, as it was, for a logout at the provider too. */
    async end(c: Context): Promise<Session | undefined> {
      const id = laesSigneretCookie(c, cookieName, key);
      const session = id ? await sessions.get(id) : undefined;
      if (id) await sessions.delete(id);
      deleteCookie(c, cookieName, cookieOptions);
      return session;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
