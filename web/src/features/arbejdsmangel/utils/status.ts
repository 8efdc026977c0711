import workflow from '@workflows/arbejdsmangel-ansoegning.machine.json';
import { statusEtiket as etiket, tilstandsMeta } from '@engine/workflow';

// Read from the workflow, as the secretariat's list does: the company reads the same names.

/** The status's Danish name ('Afventer attestering' for Indsendt, SPEC §3.3). */
export const statusEtiket = (status: string): string => etiket(workflow, status);

/** The badge colour (a Bootstrap variant) the workflow gives the status; grey when it names none. */
export function statusFarve(status: string): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
