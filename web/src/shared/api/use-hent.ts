import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Hentet<T> {
  data: T | undefined;
  fejl: unknown;
  indlaeser: boolean;
  genindlaes: () => void;
}

interface Resultat<T> {
  noegle: string;
  data?: T;
  fejl?: unknown;
}

/**
 * Loads data when the component mounts and whenever `noegle` changes, aborting the stale call.
 * Loading is derived from whether the last answer belongs to the current key.
 */
export function useHent<T>(noegle: string, hent: (signal: AbortSignal) => Promise<T>): Hentet<T> {
  const [version, setVersion] = useState(0);
  const [resultat, setResultat] = useState<Resultat<T> | null>(null);
  const aktuel = `${version}:${noegle}`;
  const hentNu = useEffectEvent(hent);

  useEffect(() => {
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
  }, [aktuel]);

  const genindlaes = useCallback(() => setVersion((v) => v + 1), []);
  const svar = resultat?.noegle === aktuel ? resultat : undefined;
  return { data: svar?.data, fejl: svar?.fejl, indlaeser: svar === undefined, genindlaes };
}
