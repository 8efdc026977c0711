import { t } from '../engine/alle-tekster';
import { kendtTilstand, type Arbejdsgang } from '../engine/workflow';
import { feltFejl } from './problem';

/**
 * A status filter must name one of the workflow's statuses. They are the workflow's (an analyst may
 * add one), so the schema checks only the form: 400 at /status naming them, for a list and its export alike.
 */
export function kraevKendtStatus(workflow: Arbejdsgang, status: string | undefined): void {
  if (!status || kendtTilstand(workflow, status)) return;
  throw feltFejl('/status', t('problem.statusUkendt', { statusser: Object.keys(workflow.root.states).join(', ') }));
}
