import workflow from '@workflows/forudbetaling-anmodning.machine.json';
import { behandlesStatusser as behandles, statusEtiket as etiket, tilstande, tilstandsMeta } from '@engine/workflow';

// Read as data: a status added to the workflow is listed, named, coloured and counted 'to be handled' without code.

/** Every status in the workflow's order, with its label: the list's filter options. */
export const statusser = tilstande(workflow);

/** The statuses whose requests wait for the secretariat (`meta.behandles`): the handling list's. */
export const behandlesStatusser = behandles(workflow);

/** The status's Danish name as the workflow gives it; the name itself for a status it does not have. */
export const statusEtiket = (status: string): string => etiket(workflow, status);

/** The badge colour (a Bootstrap variant) the workflow gives the status; grey when it names none (SPEC §2.5). */
export function statusFarve(status: string): string {
  return tilstandsMeta(workflow, status).farve ?? 'secondary';
}
