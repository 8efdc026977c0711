import { useCallback, useEffect, useEffectEvent, useState } from 'react';

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
      (data) => setResultat({ noegle: aktuel, data }),
      (fejl: unknown) => {
        if (!controller.signal.aborted) setResultat({ noegle: aktuel, fejl });
      },
    );
    return () => controller.abort();
  }, [aktuel]);

  const genindlaes = useCallback(() => setVersion((v) => v + 1), []);
  const svar = resultat?.noegle === aktuel ? resultat : undefined;
  return { data: svar?.data, fejl: svar?.fejl, indlaeser: svar === undefined, genindlaes };
}
