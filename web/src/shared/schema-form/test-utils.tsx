import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loaders } from 'virtual:validators';
import { vi } from 'vitest';
import { SchemaForm, type SchemaFormProps } from './schema-form';

type Valg<T> = Omit<SchemaFormProps<T>, 'schemaId' | 'onSubmit' | 'onChange'>;

/** A screen holding its form's data, as the app's screens do: each change is passed back as formData. */
function Skaerm<T>({ formData, onChange, ...props }: SchemaFormProps<T>) {
  const [data, setData] = useState(formData);
  return (
    <SchemaForm<T>
      {...props}
      formData={data}
      onChange={(nye) => {
        setData(nye);
        onChange?.(nye);
      }}
    />
  );
}

/**
 * Renders SchemaForm for a schema of schemas/ as a screen does, its validator loaded first (as the
 * app's chunk would be), and returns a user to act with and the callbacks to check.
 */
export async function visSkema<T>(schemaId: string, valg: Valg<T> = {}) {
  await loaders[schemaId]!();
  const onSubmit = vi.fn<(data: T) => void>();
  const onAfvist = vi.fn();
  const onChange = vi.fn<(data: Partial<T>) => void>();
  const bruger = userEvent.setup();
  render(<Skaerm<T> schemaId={schemaId} onSubmit={onSubmit} onAfvist={onAfvist} onChange={onChange} {...valg} />);
  return { bruger, onSubmit, onAfvist, onChange };
}
