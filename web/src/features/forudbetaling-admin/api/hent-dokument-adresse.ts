import { useEffect, useState } from 'react';
import { apiFetch } from '../../../shared/api/client';

// The server's address lives ten minutes; a fresh one well before, so 'open in a new window' keeps working.
const FORNY_MS = 8 * 60_000;

/**
 * A short-lived address of the request's invoice that a frame or a new window can open without the
 * admin token; the server serves it with its sandboxing headers (a blob: copy would not have them).
 */
export function hentDokumentAdresse(anmodningId: number, signal?: AbortSignal): Promise<{ url: string }> {
  return apiFetch(`/api/ForudbetalingAdmin/DokumentAdgang/${anmodningId}`, { kontekst: 'admin', signal });
}

interface Resultat {
  anmodningId: number;
  url?: string;
  fejl?: unknown;
}

/** The invoice's address, renewed while the page is open. */
export function useDokumentAdresse(anmodningId: number): { url?: string; fejl?: unknown } {
  const [resultat, setResultat] = useState<Resultat>();

  useEffect(() => {
    const controller = new AbortController();
    const hent = () =>
      hentDokumentAdresse(anmodningId, controller.signal).then(
        ({ url }) => setResultat({ anmodningId, url }),
        (fejl: unknown) => {
          if (!controller.signal.aborted) setResultat({ anmodningId, fejl });
        },
      );
    void hent();
    const interval = setInterval(() => void hent(), FORNY_MS);
    return () => {
      controller.abort();
      clearInterval(interval);
    };
  }, [anmodningId]);

  return resultat?.anmodningId === anmodningId ? resultat : {};
}
