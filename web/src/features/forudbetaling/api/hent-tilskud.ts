import type { Tilskud } from '../../../../../workflows/forudbetaling-wizard';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** One application as GET /api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor lists it. */
export interface MuligAnsoegning {
  ansogningId: number;
  ansoegningsnummer: string;
  kursusNavn: string;
  deltagerGebyr: number;
  gaeldendeFra: string;
  gaeldendeTil: string;
}

/** The employee's applications that can be prepaid, as the draft names them (SPEC §3.1). */
export async function hentTilskud(signal?: AbortSignal): Promise<Tilskud[]> {
  const ansoegninger = await apiFetch<MuligAnsoegning[]>('/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', {
    kontekst: 'loenmodtager',
    signal,
  });
  return ansoegninger.map(({ ansogningId, ansoegningsnummer, kursusNavn, deltagerGebyr, gaeldendeFra, gaeldendeTil }) => ({
    id: ansogningId,
    ansoegningsnummer,
    uddannelse: { navn: kursusNavn },
    deltagerGebyr,
    gaeldendeFra,
    gaeldendeTil,
  }));
}

export function useTilskud() {
  return useHent('forudbetaling-tilskud', hentTilskud);
}
