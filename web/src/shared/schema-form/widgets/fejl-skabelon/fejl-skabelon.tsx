import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { Fejlbeskeder } from '../fejlbeskeder';

/**
 * rjsf's FieldErrorTemplate: a field's messages as the portal's own widgets show theirs, in plain
 * markup, so forms do without the Bootstrap theme's list group (and react-bootstrap's nav code).
 */
export function FejlSkabelon({ errors = [], fieldPathId }: FieldErrorProps) {
  return <Fejlbeskeder id={errorId(fieldPathId)} fejl={[...new Set(errors.map(String))]} />;
}
