import { lazy, Suspense, type ComponentType } from 'react';
import type { SchemaDialogProps } from './schema-dialog-modal';

export type { SchemaDialogProps } from './schema-dialog-modal';

// react-bootstrap's Modal (with its transitions) loads when a dialog first opens, not with the page;
// lazy() keeps no type parameter, so the dialog is typed by its caller's props below.
const Modal = lazy(() => import('./schema-dialog-modal')) as unknown as ComponentType<SchemaDialogProps<unknown>>;

/** A modal dialog around a schema form: its title names the dialog, the buttons submit or close it. */
export function SchemaDialog<T>(props: SchemaDialogProps<T>) {
  return (
    <Suspense fallback={null}>
      <Modal {...(props as SchemaDialogProps<unknown>)} />
    </Suspense>
  );
}
