import { erTekstNoegle, t } from './tekster';
import { tilstandsMeta } from './workflow';

/**
 * A request's status in the employee's words, as a workflow version's JSON gives it: the fixed text its state
 * names in `meta.loenmodtagerTekst` ('Modtaget' for Oprettet), else the label, else the name.
 */
export function loenmodtagerStatusTekst(config: { states: object }, status: string): string {
  const { loenmodtagerTekst, label } = tilstandsMeta(config, status);
  return loenmodtagerTekst && erTekstNoegle(loenmodtagerTekst) ? t(loenmodtagerTekst) : (label ?? status);
}
