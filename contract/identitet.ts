import type { Rolle } from '../engine/roller';

/** A signed-in staff member and their roles (GET /api/auth/mig). */
export interface Admin {
  brugernavn: string;
  navn: string;
  email: string;
  /** What the staff member may do (engine/roller.ts); none, and every admin route answers 403. */
  roller: Rolle[];
}

/** The staff member's token pair (POST /api/auth/token and /api/auth/refresh). */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
}

/** Who is logged in on the public site (GET /api/loginStatus.aspx, under `data`); both null when nobody is. */
export interface LoginStatus {
  type: 'loenmodtager' | 'virksomhed' | null;
  navn: string | null;
  /** Added beside SPEC's fields, when someone is logged in: when the session ends, for the page's warning. */
  session?: SessionUdloeb;
}

/**
 * When a citizen session ends as things stand now. Relative seconds, not a time of day, so a
 * browser whose clock is off still warns in time.
 */
export interface SessionUdloeb {
  /** Seconds until the session ends without further activity (the idle limit, or the absolute one if sooner). */
  udloeberOm: number;
  /** Seconds before the end the page warns (SESSION_WARNING_SECONDS, at most half the idle time); 0: it does not. */
  advarselFoer: number;
  /** False when the absolute limit ends it: activity cannot move the end, only a new login can. */
  kanForlaenges: boolean;
}

/** A system's access token by client credentials (POST /api/auth/token): generated from schemas/klient-token-svar.schema.json. */
export type { KlientTokenSvar as KlientToken } from './generated/klient-token-svar';
