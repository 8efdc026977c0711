import type { AnsoegningMedAnmodning, MuligAnsoegning } from '@contract/forudbetaling';
import type { Tilskud } from '@workflows/forudbetaling-wizard';
import { apiFetch } from '../../../shared/api/client';
import { useHent } from '../../../shared/api/use-hent';

/** The employee's courses: those that can be prepaid, and those left out for a request already made. */
export interface Kurser {
  tilskud: Tilskud[];
  alleredeAnmodet: Tilskud[];
}

/** An application as the draft names it (SPEC §3.1). */
const somTilskud = ({
  ansogningId,
  ansoegningsnummer,
  kursusNavn,
  ...resten
}: AnsoegningMedAnmodning & Partial<MuligAnsoegning>): Tilskud => ({
  id: ansogningId,
  ansoegningsnummer,
  uddannelse: { navn: kursusNavn },
  ...resten,
});

/**
 * The employee's applications that can be prepaid, and, asked beside them, those a request already
 * covers. Only the first is needed to go on: the second only explains why a course is missing, so
 * when it fails the wizard goes on without that explanation.
 */
export async function hentTilskud(signal?: AbortSignal): Promise<Kurser> {
  const [mulige, anmodede] = await Promise.allSettled([
    apiFetch<MuligAnsoegning[]>('/api/Forudbetaling/AnsogningerDerKanOprettesAnmodningerFor', { kontekst: 'loenmodtager', signal }),
    apiFetch<AnsoegningMedAnmodning[]>('/api/Forudbetaling/AnsogningerMedAnmodning', { kontekst: 'loenmodtager', signal }),
  ]);
  if (mulige.status === 'rejected') throw mulige.reason;
  return {
    tilskud: mulige.value.map(somTilskud),
    alleredeAnmodet: anmodede.status === 'fulfilled' ? anmodede.value.map(somTilskud) : [],
  };
}

export function useTilskud() {
  return useHent('forudbetaling-tilskud', hentTilskud);
}
