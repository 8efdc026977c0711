import Badge from 'react-bootstrap/Badge';
import { statusFarve, statusTekst } from '../utils/status-tekst';

/** A request's status in the employee's words and the colour the workflow gives it. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge bg={statusFarve(status)}>{statusTekst(status)}</Badge>;
}
