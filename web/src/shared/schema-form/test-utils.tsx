import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loaders } from 'virtual:validators';
import { vi } from 'vitest';
import { SchemaForm, type SchemaFormProps } from './schema-form';

type Valg<T> = Omit<SchemaFormProps<T>, 'schemaId' | 'onSubmit'>;

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
  const props = (nye: Valg<T>): SchemaFormProps<T> => ({ schemaId, onSubmit, onAfvist, onChange, ...nye });
  const { rerender } = render(<SchemaForm<T> {...props(valg)} />);
  return { bruger, onSubmit, onAfvist, onChange, opdater: (nye: Valg<T>) => rerender(<SchemaForm<T> {...props({ ...valg, ...nye })} />) };
}
