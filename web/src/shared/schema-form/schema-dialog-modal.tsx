import { useId, type Key, type ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import { SchemaForm, type SchemaFormProps } from './schema-form';

export interface SchemaDialogProps<T> extends Omit<SchemaFormProps<T>, 'children'> {
  titel: string;
  /** Esc, the backdrop or the close button. */
  onHide: () => void;
  /** The close button's name for screen readers; 'Luk dialogen' unless given. */
  lukTekst?: string;
  size?: ModalProps['size'];
  /** 'static' while a click beside the dialog must not close it. */
  backdrop?: ModalProps['backdrop'];
  /** Shown above the form. */
  vejledning?: ReactNode;
  /** A new key empties the form (its messages hidden again) while the dialog stays open, and with it the focus. */
  formNoegle?: Key;
  /** The dialog's buttons under the form; a submit button submits it. */
  knapper: ReactNode;
  /** The buttons at the right instead of the left. */
  knapperTilHoejre?: boolean;
  /** Shown between the fields and the buttons, e.g. the server's messages. */
  children?: ReactNode;
}

/** A modal dialog around a schema form: its title names the dialog, the buttons submit or close it. */
export default function SchemaDialogModal<T>({
  titel,
  onHide,
  lukTekst = t('web.schemaDialog.luk'),
  size,
  backdrop,
  vejledning,
  formNoegle,
  knapper,
  knapperTilHoejre = false,
  children,
  ...form
}: SchemaDialogProps<T>) {
  const titelId = useId();
  return (
    <Modal show onHide={onHide} size={size} backdrop={backdrop} aria-labelledby={titelId}>
      <Modal.Header closeButton closeLabel={lukTekst}>
        <Modal.Title id={titelId}>{titel}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {vejledning}
        <SchemaForm<T> key={formNoegle} {...form}>
          {children}
          <div className={`d-flex flex-wrap gap-2 border-top pt-3 mt-4${knapperTilHoejre ? ' justify-content-end' : ''}`}>{knapper}</div>
        </SchemaForm>
      </Modal.Body>
    </Modal>
  );
}
