import Badge from 'react-bootstrap/Badge';
import workflow from '@workflows/forudbetaling-anmodning.machine.json';
import { erTekstNoegle, t } from '@engine/tekster';
import { tilstandsMeta } from '@engine/workflow';

/**
 * A request's status in the employee's words (content/ui: 'Modtaget' for Oprettet) and the colour
 * the workflow gives it; a status without its own words is shown by the workflow's label.
 */
export function StatusBadge({ status }: { status: string }) {
  const meta = tilstandsMeta(workflow, status);
  const noegle = `forudbetalingWeb.status.${status}`;
  return <Badge bg={meta.farve ?? 'secondary'}>{erTekstNoegle(noegle) ? t(noegle) : (meta.label ?? status)}</Badge>;
}
