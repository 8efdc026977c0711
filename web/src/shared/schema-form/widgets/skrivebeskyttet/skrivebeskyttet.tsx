import type { WidgetProps } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';

/**
 * `"ui:widget": "skrivebeskyttet"`: a value that cannot be changed here (a text's key when editing),
 * shown as plain text in a read-only input, so it neither looks editable nor disabled, and its label still names it.
 */
export function Skrivebeskyttet({ id, value, schema }: WidgetProps) {
  return (
    <Form.Control
      id={id}
      plaintext
      readOnly
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      aria-describedby={schema.description ? `${id}__description` : undefined}
      className="fw-semibold"
    />
  );
}
