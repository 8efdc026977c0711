import { startTransition, use, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { foersteSvar, glemFoersteSvar, type Resultat } from './foerste-svar';

export interface Hentet<T> {
  data: T | undefined;
  fejl: unknown;
  indlaeser: boolean;
  genindlaes: () => void;
}

/**
 * Loads data when the component mounts and whenever `noegle` changes, aborting the stale call.
 * Loading is derived from whether the last answer belongs to the current key. On the first screen
 * of a page that came with its answers, the first load is read in the first render (foerste-svar.ts).
 */
export function useHent<T>(noegle: string, hent: (signal: AbortSignal) => Promise<T>): Hentet<T> {
  const [version, setVersion] = useState(0);
  const [resultat, setResultat] = useState<Resultat<T> | null>(null);
  // Chosen once per component: use() below is then called in every render or in none, as React
  // needs when it replays a render that suspended on it.
  const [fraSiden] = useState(() => foersteSvar(noegle, hent));
  const foerste = fraSiden ? use(fraSiden) : undefined;
  const aktuel = `${version}:${noegle}`;
  // The first load answers its key until the component has had another answer (a key changed back
  // to it loads anew).
  const fraFoerste = resultat === null && foerste?.noegle === aktuel ? foerste : undefined;
  const hentNu = useEffectEvent(hent);

  useEffect(() => {
    if (fraFoerste) {
      glemFoersteSvar(noegle);
      return;
    }
    const controller = new AbortController();
    hentNu(controller.signal).then(
      // As a transition: a form the answer shows whose chunks have come renders in the same pass,
      // without its spinner first (schema-form.tsx suspends until its validator and widgets are there).
      (data) => startTransition(() => setResultat({ noegle: aktuel, data })),
      (fejl: unknown) => {
        if (!controller.signal.aborted) startTransition(() => setResultat({ noegle: aktuel, fejl }));
      },
    );
    return () => controller.abort();
    // `fraFoerste` and `noegle` follow `aktuel`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [aktuel]);

  const genindlaes = useCallback(() => setVersion((v) => v + 1), []);
  const svar = resultat?.noegle === aktuel ? resultat : fraFoerste;
  return { data: svar?.data, fejl: svar?.fejl, indlaeser: svar === undefined, genindlaes };
}
