/** A step's address in the query (`?trin=tro-og-love`): its state name in kebab-case. */
export function adresseFor(tilstand: string): string {
  return tilstand.replace(/[A-Z]/g, (bogstav) => `-${bogstav.toLowerCase()}`);
}

/** The state an address names, among the given ones; undefined for an unknown or missing address. */
export function tilstandFor(adresse: string | null, tilstande: readonly string[]): string | undefined {
  return adresse === null ? undefined : tilstande.find((tilstand) => adresseFor(tilstand) === adresse);
}
