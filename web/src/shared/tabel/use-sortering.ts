import { useCallback, useMemo, useState } from 'react';
import { naesteSortering, sorter, type Sortering, type Sorteringsnoegler } from '@engine/sortering';

/**
 * A table's sort state and its rows in that order. Keep `noegler` the same object between
 * renders (define it at module level); `skift` is what a column header calls.
 */
export function useSortering<R, K extends string>(
  raekker: readonly R[] | undefined,
  noegler: Sorteringsnoegler<R, K>,
  start: Sortering<K>,
) {
  const [sortering, setSortering] = useState(start);
  const sorterede = useMemo(() => sorter(raekker ?? [], noegler, sortering), [raekker, noegler, sortering]);
  const skift = useCallback((kolonne: K) => setSortering((nu) => naesteSortering(nu, kolonne)), []);
  return { sorterede, sortering, skift };
}
