/** What an application allows a participation (SPEC §3.2): its fee and its valid period. */
export interface Ansoegningsramme {
  deltagerGebyr: number;
  gaeldendeFra: string;
  gaeldendeTil: string;
}

/**
 * SPEC §5.3: a participation's period must lie within the application's valid period (dates as
 * YYYY-MM-DD compare as text). The secretariat's check refuses it; the employee's wizard warns.
 */
export function erPeriodeUdenfor(periode: { periodeStart: string; periodeSlut: string }, ramme: Ansoegningsramme): boolean {
  return periode.periodeStart < ramme.gaeldendeFra || periode.periodeSlut > ramme.gaeldendeTil;
}

/** SPEC §5.3: a participation's price must not exceed the application's fee (deltagerGebyr). */
export function erBeloebForStort(pris: number, ramme: Ansoegningsramme): boolean {
  return pris > ramme.deltagerGebyr;
}
