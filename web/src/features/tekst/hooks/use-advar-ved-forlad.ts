import { useEffect, useEffectEvent, useState } from 'react';
import { holdFlytninger, type Blokering } from '../../../shared/navigation/historik';

/**
 * While `aendret` says there is unsaved work: a move to another page of the app is held (the
 * blocking's state is 'blocked' until the page proceeds or resets it), and leaving the site or
 * reloading gets the browser's own question. `aendret` is asked at the moment of the move, so a save
 * just made counts.
 */
export function useAdvarVedForlad(aendret: () => boolean): Blokering {
  const [venter, setVenter] = useState<(() => void) | null>(null);
  const aendretNu = useEffectEvent(aendret);
  const harAendringer = aendret();

  useEffect(() => {
    if (!harAendringer) return undefined;
    return holdFlytninger(
      () => aendretNu(),
      (retry) => setVenter(() => retry),
    );
  }, [harAendringer]);

  return {
    state: venter ? 'blocked' : 'unblocked',
    proceed: () => {
      setVenter(null);
      venter?.();
    },
    reset: () => setVenter(null),
  };
}
