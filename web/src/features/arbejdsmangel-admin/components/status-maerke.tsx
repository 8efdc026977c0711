import Badge from 'react-bootstrap/Badge';
import type { Status } from '../api/hent-ansoegning';
import { statusEtiket, statusFarve } from '../utils/status';

export function StatusMaerke({ status, className }: { status: Status; className?: string }) {
  return (
    <Badge bg={statusFarve(status)} className={className}>
      {statusEtiket(status)}
    </Badge>
  );
}
