import { statusFarve, statusTekst } from '../utils/status-tekst';

/** A request's status in the employee's words and the colour the workflow gives it. */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge bg-${statusFarve(status)}`}>{statusTekst(status)}</span>;
}
