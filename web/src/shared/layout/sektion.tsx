import { useId, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

interface SektionProps {
  /** The step's number in the form, shown before the title. */
  nr: number;
  titel: string;
  children: ReactNode;
}

/** A numbered part of a long form: a card whose heading names the region for screen readers. */
export function Sektion({ nr, titel, children }: SektionProps) {
  const id = useId();
  return (
    <Card as="section" className="mb-4 shadow-sm" aria-labelledby={id}>
      <Card.Header className="bg-body-tertiary">
        <h2 id={id} className="h5 mb-0 d-flex align-items-center gap-2">
          <Badge pill bg="primary">
            {nr}
          </Badge>{' '}
          {titel}
        </h2>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
