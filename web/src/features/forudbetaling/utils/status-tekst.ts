import workflow from '@workflows/forudbetaling-anmodning.machine.json';
import { erTekstNoegle, t } from '@engine/tekster';
import { tilstandsMeta } from '@engine/workflow';

/**
 * A request's status in the employee's words: the fixed text its state names in
 * `meta.loenmodtagerTekst` ('Modtaget' for Oprettet), else the workflow's label, else the name.
 */
export function statusTekst(status: string): string {
  const { loenmodtagerTekst, label } = tilstandsMeta(workflow, status);
  return loenmodtagerTekst && erTekstNoegle(loenmodtagerTekst) ? t(loenmodtagerTekst) : (label ?? status);
}

/** The badge colour the workflow gives the status; grey when it names none. */
export function statusFarve(status: string): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
