import Badge from 'react-bootstrap/Badge';
import type { Status } from '../api/hent-ansoegning';
import { statusEtiket, statusFarve } from '../utils/status';

/** The status's badge; by the label the server gives (`label`: the case's own workflow version's) over the bundled one. */
export function StatusMaerke({ status, label, className }: { status: Status; label?: string; className?: string }) {
  return (
    <Badge bg={statusFarve(status)} className={className}>
      {label ?? statusEtiket(status)}
    </Badge>
  );
}
