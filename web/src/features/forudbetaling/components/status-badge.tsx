import { statusFarve, statusTekst } from '../utils/status-tekst';

/**
 * A request's status in the employee's words and the colour the workflow gives it; the words the server gives
 * (`label`: from the request's own workflow version) over the bundled workflow's.
 */
export function StatusBadge({ status, label }: { status: string; label?: string | undefined }) {
  return <span className={`badge bg-${statusFarve(status)}`}>{label ?? statusTekst(status)}</span>;
}
