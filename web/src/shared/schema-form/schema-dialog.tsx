import { lazy, Suspense, type ComponentType } from 'react';
import { useFokusTilbage } from '../layout/use-fokus-tilbage';
import type { SchemaDialogProps } from './schema-dialog-modal';

export type { SchemaDialogProps } from './schema-dialog-modal';

// react-bootstrap's Modal (with its transitions) loads when a dialog first opens, not with the page;
// lazy() keeps no type parameter, so the dialog is typed by its caller's props below.
const Modal = lazy(() => import('./schema-dialog-modal')) as unknown as ComponentType<SchemaDialogProps<unknown>>;

/**
 * A modal dialog around a schema form: its title names the dialog, the buttons submit or close it.
 * Closed, it gives the focus back to the button that opened it (useFokusTilbage).
 */
export function SchemaDialog<T>(props: SchemaDialogProps<T>) {
  useFokusTilbage();
  return (
    <Suspense fallback={null}>
      <Modal {...(props as SchemaDialogProps<unknown>)} />
    </Suspense>
  );
}
