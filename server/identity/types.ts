import type { Admin } from '../../contract/identitet';

/** The two citizen-side login contexts of SPEC §1. */
export const loginTyper = ['loenmodtager', 'virksomhed'] as const;
export type LoginType = (typeof loginTyper)[number];

export function erLoginType(value: unknown): value is LoginType {
  return loginTyper.includes(value as LoginType);
}

/** A person or company as the login service knows them. */
export interface Bruger {
  /** Stable id: the employee's id, or the company's CVR. */
  id: string;
  type: LoginType;
  navn: string;
  email: string;
  cpr?: string;
  cvr?: string;
}

/** The people and companies the fund knows (the demo page offers them; a MitID login is matched by CPR or CVR). */
export interface IdentityProvider {
  brugere(type: LoginType): Bruger[];
  find(type: LoginType, id: string): Bruger | undefined;
  /** The employee with this CPR number (10 digits, a dash or not). */
  findVedCpr(cpr: string): Bruger | undefined;
}

export type { Admin };

/** Stands in for Entra ID: the secretariat's staff and their credentials. */
export interface AdminDirectory {
  verify(brugernavn: string, adgangskode: string): Promise<Admin | undefined>;
  /** The account as it is now, or undefined once it is gone (its tokens then stop working). */
  find(brugernavn: string): Admin | undefined;
  /** True while any account still has a demo password (refused in production). */
  harDemoKonti(): boolean;
}
