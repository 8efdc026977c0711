import Badge from 'react-bootstrap/Badge';
import { t, type TekstNoegle } from '../../../../../engine/tekster';

/** The request statuses of SPEC §3.2 in the employee's words and colours; others are shown as they are. */
const STATUS: Record<string, { tekst: TekstNoegle; farve: string }> = {
  Oprettet: { tekst: 'forudbetalingWeb.status.Oprettet', farve: 'secondary' },
  Godkendt: { tekst: 'forudbetalingWeb.status.Godkendt', farve: 'success' },
  Afvist: { tekst: 'forudbetalingWeb.status.Afvist', farve: 'danger' },
};

export function StatusBadge({ status }: { status: string }) {
  const kendt = STATUS[status];
  return <Badge bg={kendt?.farve ?? 'secondary'}>{kendt ? t(kendt.tekst) : status}</Badge>;
}
