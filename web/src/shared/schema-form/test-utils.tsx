import type { UiSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { loaders } from 'virtual:validators';
import { vi } from 'vitest';
import { forberedRegister, navneI } from './register';
import { SchemaForm, type SchemaFormProps } from './schema-form';

// A ui file read as JSON names templates by their registry key, where rjsf's type wants a component.
type Valg<T> = Omit<SchemaFormProps<T>, 'schemaId' | 'onSubmit' | 'onChange' | 'uiSchema'> & { uiSchema?: object };

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

/** Answers the app's GET /api/Tekst/{noegle} with these editable texts (a part of a form may show one), 404 otherwise. */
export function stubTekster(tekster: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (sti: string) => {
      const noegle = decodeURIComponent(sti.replace('/api/Tekst/', ''));
      const indhold = tekster[noegle];
      return indhold === undefined ? new Response(null, { status: 404 }) : Response.json({ noegle, type: 'text', indhold });
    }),
  );
}

/**
 * Renders SchemaForm for a schema of schemas/ as a screen does, its validator and its layout's
 * widgets loaded first (as the page's preloaded chunks would be), and returns a user to act with
 * and the callbacks to check.
 */
export async function visSkema<T>(schemaId: string, valg: Valg<T> = {}) {
  await Promise.all([loaders[schemaId]!(), forberedRegister(navneI(valg.uiSchema))]);
  const onSubmit = vi.fn<(data: T) => void>();
  const onAfvist = vi.fn();
  const onChange = vi.fn<(data: Partial<T>) => void>();
  const bruger = userEvent.setup();
  const { uiSchema, ...andre } = valg;
  render(
    <Skaerm<T>
      schemaId={schemaId}
      uiSchema={uiSchema as UiSchema<T>}
      onSubmit={onSubmit}
      onAfvist={onAfvist}
      onChange={onChange}
      {...andre}
    />,
  );
  return { bruger, onSubmit, onAfvist, onChange };
}
