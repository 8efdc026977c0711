import type { Tilskud } from '../kontekst';

/** A participation as the course picker sees it: its application, anything else entered on it kept. */
export interface MedTilskud {
  tilskud?: { id?: number };
}

/**
 * The participations after ticking (valgt) or unticking one application: one per chosen
 * application in the order of the list, the existing ones kept with what was entered on them (SPEC §4.1).
 */
export function vaelgTilskud<D extends MedTilskud>(
  valg: readonly Tilskud[],
  deltagelser: readonly D[],
  id: number,
  valgt: boolean,
): (D | { tilskud: Tilskud })[] {
  const ids = new Set(deltagelser.map((d) => d.tilskud?.id));
  if (valgt) ids.add(id);
  else ids.delete(id);
  return valg
    .filter((tilskud) => ids.has(tilskud.id))
    .map(
      (tilskud) =>
        deltagelser.find((d) => d.tilskud?.id === tilskud.id) ?? { tilskud: { ...tilskud, uddannelse: { ...tilskud.uddannelse } } },
    );
}
