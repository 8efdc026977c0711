/** Which way a column is sorted: the admin tables (web) and their exports (server) sort alike. */
export type Retning = 'stigende' | 'faldende';

export interface Sortering<K extends string = string> {
  // Not a source of inference: a starting sort ({kolonne: 'dato'}) must not narrow K to that one column.
  kolonne: NoInfer<K>;
  retning: Retning;
}

/** A value a row is sorted by; a pair sorts by its second part where the first parts are equal (a time, then a number). */
export type Sorteringsvaerdi = string | number | readonly [string | number, string | number];

/** Per column, the value a row is sorted by: numbers by size, text in Danish alphabetical order. */
export type Sorteringsnoegler<R, K extends string> = Record<K, (raekke: R) => Sorteringsvaerdi>;

/** After a click on a column's header: the active column reverses, another column sorts ascending. */
export function naesteSortering<K extends string>(nu: Sortering<K>, kolonne: K): Sortering<K> {
  if (nu.kolonne !== kolonne) return { kolonne, retning: 'stigende' };
  return { kolonne, retning: nu.retning === 'stigende' ? 'faldende' : 'stigende' };
}

const dansk = new Intl.Collator('da-DK', { sensitivity: 'base', numeric: true });

/** Two sort values: numbers by size, text case-insensitively with æ, ø, å last, pairs part by part. */
export function sammenlign(a: Sorteringsvaerdi, b: Sorteringsvaerdi): number {
  if (Array.isArray(a) && Array.isArray(b)) return sammenlign(a[0], b[0]) || sammenlign(a[1], b[1]);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return dansk.compare(String(a), String(b));
}

/**
 * The rows in the given order, as a new array. Each row's value is computed once (10,000 rows
 * sort in a few milliseconds), and rows with equal values keep their given order both ways.
 */
export function sorter<R, K extends string>(
  raekker: readonly R[],
  noegler: Sorteringsnoegler<R, K>,
  { kolonne, retning }: Sortering<K>,
): R[] {
  const noegle = noegler[kolonne];
  const fortegn = retning === 'stigende' ? 1 : -1;
  return raekker
    .map((raekke, index) => ({ raekke, index, vaerdi: noegle(raekke) }))
    .sort((a, b) => fortegn * sammenlign(a.vaerdi, b.vaerdi) || a.index - b.index)
    .map(({ raekke }) => raekke);
}
