/** How deep a body may nest: the portal's forms nest a few levels, a draft's data the same. */
export const MAKS_DYBDE = 64;

/**
 * Whether a parsed JSON value nests deeper than the limit, found with a stack rather than recursion:
 * a body nested 100,000 deep overflowed the call stack of JSON.stringify and answered 500 (issue 33).
 */
export function erForDyb(vaerdi: unknown, maks = MAKS_DYBDE): boolean {
  const stak: [unknown, number][] = [[vaerdi, 0]];
  for (let naeste = stak.pop(); naeste; naeste = stak.pop()) {
    const [v, dybde] = naeste;
    if (typeof v !== 'object' || v === null) continue;
    if (dybde >= maks) return true;
    for (const barn of Object.values(v)) stak.push([barn, dybde + 1]);
  }
  return false;
}
