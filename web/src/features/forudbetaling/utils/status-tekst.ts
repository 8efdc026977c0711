import workflow from '@workflows/forudbetaling-anmodning.machine.json';
import { loenmodtagerStatusTekst } from '@engine/status-tekst';
import { tilstandsMeta } from '@engine/workflow';

/**
 * A request's status in the employee's words: the fixed text its state names in
 * `meta.loenmodtagerTekst` ('Modtaget' for Oprettet), else the workflow's label, else the name.
 */
export function statusTekst(status: string): string {
  return loenmodtagerStatusTekst(workflow, status);
}

/** The badge colour the workflow gives the status; grey when it names none. */
export function statusFarve(status: string): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
