import workflow from '@workflows/arbejdsmangel-ansoegning.machine.json';
import { statusEtiket as etiket, tilstandsMeta } from '@engine/workflow';
import type { Status } from '../api/hent-ansoegning';

// Read as data: a status added to the workflow is listed, named and coloured without code.

/** Every status in the workflow's order: the list's filter options. */
export const statusser = Object.keys(workflow.states) as Status[];

/** The status's Danish name as the workflow gives it ('Afventer attestering' for Indsendt, SPEC §3.3). */
export const statusEtiket = (status: Status): string => etiket(workflow, status);

/** The badge colour (a Bootstrap variant) the workflow gives the status; grey when it names none. */
export function statusFarve(status: Status): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
