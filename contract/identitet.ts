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
}

/** A system's access token by client credentials (POST /api/auth/token): generated from schemas/klient-token-svar.schema.json. */
export type { KlientTokenSvar as KlientToken } from './generated/klient-token-svar';
