import workflow from '@workflows/arbejdsmangel-ansoegning.machine.json';
import { tilstandsMeta } from '@engine/workflow';

// Read from the workflow, as the secretariat's list does: the company reads the same names.

/** The status's Danish name ('Afventer attestering' for Indsendt, SPEC §3.3). */
export function statusEtiket(status: string): string {
  return tilstandsMeta(workflow, status).label ?? status;
}

/** The badge colour (a Bootstrap variant) the workflow gives the status; grey when it names none. */
export function statusFarve(status: string): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
