import { useCallback, useEffect, useRef } from 'react';
import { apiFetch, type Kontekst } from './client';

/** Quiet time after a change before the ping, so typing a word sends one call, not one per key. */
const VENT_MS = 400;

/** Extends the citizen's session (GET /sessionkeepalive); a failed ping changes nothing for the user. */
export async function holdSessionILive(kontekst: Exclude<Kontekst, 'admin'>): Promise<void> {
  await apiFetch<void>('/sessionkeepalive', { kontekst }).catch(() => undefined);
}

/**
 * A function to call on every form change (SPEC §4.3), for the employer form and the wizard alike:
 * each burst of changes leads to one ping shortly after, so a person at work is never logged out.
 */
export function useSessionKeepalive(kontekst: Exclude<Kontekst, 'admin'>): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the screen sends a ping still waiting at once instead of dropping it.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void holdSessionILive(kontekst);
    },
    [kontekst],
  );
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void holdSessionILive(kontekst);
    }, VENT_MS);
  }, [kontekst]);
}
