import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** One of the company's own applications as GET /api/ArbejdsmangelAnsoegning/MineAnsoegninger lists them, newest first. */
export interface MinAnsoegning {
  id: number;
  oprettelsesTidspunkt: string;
  status: string;
  senesteStatusSkift: string | null;
  omfang: string;
  ansoegningsNavn?: string;
  periode: { fra: string; til: string };
  antalMedarbejdere: number;
  kursustimer: number;
}

export function hentMineAnsoegninger(signal?: AbortSignal): Promise<MinAnsoegning[]> {
  return apiFetch<MinAnsoegning[]>('/api/ArbejdsmangelAnsoegning/MineAnsoegninger', { kontekst: 'virksomhed', signal });
}

export function useMineAnsoegninger() {
  return useHent('arbejdsmangel-mine-ansoegninger', hentMineAnsoegninger);
}
