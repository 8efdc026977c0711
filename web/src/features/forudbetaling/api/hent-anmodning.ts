import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** A submitted request as its employee reads it back (SPEC §3.1 "Stored request"). */
export interface Anmodning {
  id: number;
  created: string;
  status: string;
  deltagelser: {
    ansogningId: number;
    ansoegningsnummer: string;
    kursusNavn: string;
    pris: number;
    periodeStart: string;
    periodeSlut: string;
  }[];
  beloebIalt: number;
  faktura: {
    fakturaNummer: string;
    cvr: string;
    leverandoerNavn?: string;
    /** dataUri is the same-origin URL the server serves the file from. */
    dokument: { dataUri: string; contentType: string; filnavn: string };
    bankOverfoersel?: { regNr: string; kontoNummer: string };
    indbetalingskort?: { kortArt: string; betalingsId: string; kreditorNummer: string };
  };
  betingelser: { type: string; indhold: string };
  /** Why the secretariat rejected it. */
  begrundelse?: string;
}

export function hentAnmodning(id: string, signal?: AbortSignal): Promise<Anmodning> {
  return apiFetch<Anmodning>(`/api/Forudbetaling/HentForudbetalingAnmodning/${encodeURIComponent(id)}`, {
    kontekst: 'loenmodtager',
    signal,
  });
}

export function useAnmodning(id: string) {
  return useHent(`forudbetaling-anmodning:${id}`, (signal) => hentAnmodning(id, signal));
}
