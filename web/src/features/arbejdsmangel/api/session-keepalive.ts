import { useCallback, useEffect, useRef } from 'react';
import { apiFetch } from '../../../shared/api/client';

/** Quiet time after a change before the ping, so typing a word sends one call, not one per key. */
const VENT_MS = 400;

/** Extends the company's session (GET /sessionkeepalive); a failed ping changes nothing for the user. */
export async function holdSessionILive(): Promise<void> {
  await apiFetch<void>('/sessionkeepalive', { kontekst: 'virksomhed' }).catch(() => undefined);
}

/** A function to call on every form change (SPEC §4.3): each change leads to a ping shortly after. */
export function useSessionKeepalive(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving the screen sends a ping still waiting at once instead of dropping it.
  useEffect(
    () => () => {
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void holdSessionILive();
    },
    [],
  );
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void holdSessionILive();
    }, VENT_MS);
  }, []);
}
