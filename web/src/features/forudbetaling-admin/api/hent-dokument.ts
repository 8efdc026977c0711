import { useEffect, useState } from 'react';
import { apiBlob } from '../../../shared/api/client';

/** The invoice file behind the admin token, as a Blob (an <iframe> cannot send the token itself). */
export function hentDokument(path: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(path, { kontekst: 'admin', signal });
}

interface Resultat {
  path: string;
  url?: string;
  fejl?: unknown;
}

/** An object URL of the invoice for <iframe>/<img>; revoked when the page leaves it or shows another. */
export function useDokumentUrl(path: string): { url?: string; fejl?: unknown } {
  const [resultat, setResultat] = useState<Resultat>();

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    hentDokument(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setResultat({ path, url });
      },
      (fejl: unknown) => {
        if (!controller.signal.aborted) setResultat({ path, fejl });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);

  return resultat?.path === path ? resultat : {};
}
