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

/** Stands in for MitID / MitID Erhverv: who may log in, and as whom. */
export interface IdentityProvider {
  brugere(type: LoginType): Bruger[];
  find(type: LoginType, id: string): Bruger | undefined;
}

export interface Admin {
  brugernavn: string;
  navn: string;
  email: string;
}

/** Stands in for Entra ID: the secretariat's staff and their credentials. */
export interface AdminDirectory {
  verify(brugernavn: string, adgangskode: string): Promise<Admin | undefined>;
  /** The account as it is now, or undefined once it is gone (its tokens then stop working). */
  find(brugernavn: string): Admin | undefined;
  /** True while any account still has a demo password (refused in production). */
  harDemoKonti(): boolean;
}
