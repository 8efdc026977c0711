import Badge from 'react-bootstrap/Badge';

/** The status colours of SPEC §2.5: Godkendt green, Afvist red, any other grey. */
const FARVE: Record<string, string> = { Godkendt: 'success', Afvist: 'danger' };

export function StatusBadge({ status }: { status: string }) {
  return <Badge bg={FARVE[status] ?? 'secondary'}>{status}</Badge>;
}
