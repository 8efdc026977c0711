import { useCallback, useState } from 'react';
import { apiFetch } from '../../../shared/api/client';

/** One employee on the application (schemas/arbejdsmangel-medarbejder.schema.json). */
export interface Medarbejder {
  navn: string;
  cpr: string;
  kursusTimerPerUge: { aar: number; ugeNr: number; timerPerUge: number }[];
}

/** The body of POST /api/ArbejdsmangelAnsoegning/OpretAnsoegning (schemas/arbejdsmangel-opret.schema.json, SPEC §3.3). */
export interface ArbejdsmangelAnsoegning {
  omfang: 'HeleVirksomheden' | 'Afdeling' | 'Produktionsenhed';
  ansoegningsNavn?: string;
  periode: { fra: string; til: string };
  enighed: 'SamtligeOmfattedeMedarbejdere' | 'Tillidsrepraesentant' | 'TalsrepraesentantEllerAndenPersonMedFuldmagt';
  medarbejderRepraesentant?: { cpr: string; navn: string; jobTitel: string; email: string; telefon: string };
  medarbejdere: Medarbejder[];
}

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
