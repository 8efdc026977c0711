import type { Tekst } from '../api/gem-tekst';

/** Whether the form holds a text other than the one saved: a missing value counts as empty, as the server stores it. */
export function erAendret(nu: Partial<Tekst>, gemt: Partial<Tekst>): boolean {
  return (['key', 'type', 'indhold', 'beskrivelse'] as const).some((felt) => (nu[felt] ?? '').trim() !== (gemt[felt] ?? '').trim());
}
