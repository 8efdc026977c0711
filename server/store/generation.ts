/**
 * A counter a repository raises on every write, so what is derived from its records (a cached
 * list) knows when it is stale.
 */
export function createGeneration() {
  let generation = 0;
  return {
    nu: () => generation,
    /** Passes a write's result through, counting the write. */
    skrevet: <T>(resultat: T): T => {
      generation++;
      return resultat;
    },
  };
}
