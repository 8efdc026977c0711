import Badge from 'react-bootstrap/Badge';
import { statusEtiket, statusFarve } from '../utils/status';

/**
 * The status by the workflow's label in the colour it gives it (SPEC §2.5: Godkendt green, Afvist red, others grey);
 * by the label the server gives (`label`: the request's own workflow version's) over the bundled one.
 */
export function StatusBadge({ status, label }: { status: string; label?: string | undefined }) {
  return <Badge bg={statusFarve(status)}>{label ?? statusEtiket(status)}</Badge>;
}
