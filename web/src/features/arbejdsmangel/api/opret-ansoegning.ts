import type { ArbejdsmangelMedarbejder as Medarbejder } from '@contract/generated/arbejdsmangel-medarbejder';
import type { ArbejdsmangelOpret as ArbejdsmangelAnsoegning } from '@contract/generated/arbejdsmangel-opret';
import { useCallback, useState } from 'react';
import { apiFetch } from '../../../shared/api/client';

// The body of POST /api/ArbejdsmangelAnsoegning/OpretAnsoegning, generated from schemas/arbejdsmangel-opret.schema.json.
export type { ArbejdsmangelAnsoegning, Medarbejder };

/** Submits the application for the logged-in company; resolves to its new id. */
export async function opretAnsoegning(ansoegning: ArbejdsmangelAnsoegning): Promise<number> {
  const svar = await apiFetch<{ id: number }>('/api/ArbejdsmangelAnsoegning/OpretAnsoegning', {
    kontekst: 'virksomhed',
    method: 'POST',
    body: ansoegning,
  });
  return svar.id;
}

/** What a submission came to: the new application's id, or why it failed. */
export type Indsendelse = { id: number } | { fejl: unknown };

export function useOpretAnsoegning() {
  const [indsender, setIndsender] = useState(false);
  const opret = useCallback(async (ansoegning: ArbejdsmangelAnsoegning): Promise<Indsendelse> => {
    setIndsender(true);
    try {
      return { id: await opretAnsoegning(ansoegning) };
    } catch (fejl) {
      return { fejl };
    } finally {
      setIndsender(false);
    }
  }, []);
  return { opret, indsender };
}
