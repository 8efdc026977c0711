import type { MuligAnsoegning } from '@contract/forudbetaling';
import type { Tilskud } from '@workflows/forudbetaling-wizard';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

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
