import type { Tekst } from '@contract/generated/tekst';
import { useCallback, useState } from 'react';
import { ApiFejl, apiFetch } from '../../../shared/api/client';

// The body of PUT /api/Tekst, which both creates and updates: generated from schemas/tekst.schema.json.
export type { Tekst };

/** Saves the text; `kunNy` only creates it, and a key that names a text already is answered 412 (ApiFejl). */
export function gemTekst({ key, type, indhold, beskrivelse = '' }: Tekst, kunNy = false): Promise<void> {
  return apiFetch<void>('/api/Tekst', {
    kontekst: 'admin',
    method: 'PUT',
    body: { key, type, indhold, beskrivelse },
    headers: kunNy ? { 'If-None-Match': '*' } : undefined,
  });
}

/** Whether a failed save was refused because the key names a text already. */
export const noegleFindes = (fejl: unknown): boolean => fejl instanceof ApiFejl && fejl.status === 412;

/** gem resolves to whether the text was saved; the error of the last attempt is kept for the form. */
export function useGemTekst(kunNy = false) {
  const [gemmer, setGemmer] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const gem = useCallback(
    async (tekst: Tekst): Promise<boolean> => {
      setGemmer(true);
      setFejl(undefined);
      try {
        await gemTekst(tekst, kunNy);
        return true;
      } catch (e) {
        setFejl(e);
        return false;
      } finally {
        setGemmer(false);
      }
    },
    [kunNy],
  );
  return { gem, gemmer, fejl };
}
