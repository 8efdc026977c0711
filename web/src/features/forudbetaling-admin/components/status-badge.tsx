import Badge from 'react-bootstrap/Badge';
import workflow from '@workflows/forudbetaling-anmodning.machine.json';
import { tilstandsMeta } from '@engine/workflow';

/** The status by its name (SPEC §2.5) in the colour the workflow gives it: Godkendt green, Afvist red, others grey. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge bg={tilstandsMeta(workflow, status).farve ?? 'secondary'}>{status}</Badge>;
}
