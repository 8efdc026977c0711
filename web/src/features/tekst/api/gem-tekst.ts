import type { Tekst } from '@contract/generated/tekst';
import { useCallback, useState } from 'react';
import { apiFetch } from '../../../shared/api/client';

// The body of PUT /api/Tekst, which both creates and updates: generated from schemas/tekst.schema.json.
export type { Tekst };

export function gemTekst({ key, type, indhold, beskrivelse = '' }: Tekst): Promise<void> {
  return apiFetch<void>('/api/Tekst', { kontekst: 'admin', method: 'PUT', body: { key, type, indhold, beskrivelse } });
}

/** gem resolves to whether the text was saved; the error of the last attempt is kept for the form. */
export function useGemTekst() {
  const [gemmer, setGemmer] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const gem = useCallback(async (tekst: Tekst): Promise<boolean> => {
    setGemmer(true);
    setFejl(undefined);
    try {
      await gemTekst(tekst);
      return true;
    } catch (e) {
      setFejl(e);
      return false;
    } finally {
      setGemmer(false);
    }
  }, []);
  return { gem, gemmer, fejl };
}
