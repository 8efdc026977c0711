import Badge from 'react-bootstrap/Badge';
import { statusEtiket, statusFarve } from '../utils/status';

/** The status by the workflow's label in the colour it gives it (SPEC §2.5: Godkendt green, Afvist red, others grey). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge bg={statusFarve(status)}>{statusEtiket(status)}</Badge>;
}
