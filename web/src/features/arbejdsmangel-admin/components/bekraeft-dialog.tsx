import { useId, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import '../arbejdsmangel-admin.css';

interface BekraeftDialogProps {
  titel: string;
  /** What happens, and that it cannot be undone. */
  children: ReactNode;
  /** The confirm button's label, e.g. the handling's own; without it there is only the way back. */
  bekraeft?: string;
  onBekraeft?: () => void;
  /** Annuller, Esc or the close button: nothing happens, and focus goes back to what opened the dialog. */
  onAnnuller: () => void;
  /** The cancel button's own label and action, when it does more than close this dialog (Esc and × still only close it). */
  fortryd?: { label: string; onClick: () => void };
  /** Opened from another dialog, which it covers. */
  overDialog?: boolean;
}

/**
 * Asks before an action that cannot be undone. Annuller holds the focus at first (the choice
 * that changes nothing); closing returns it to the button that opened the dialog.
 */
export function BekraeftDialog({ titel, children, bekraeft, onBekraeft, onAnnuller, fortryd, overDialog = false }: BekraeftDialogProps) {
  const titelId = useId();
  const tekstId = useId();
  return (
    <Modal
      show
      onHide={onAnnuller}
      aria-labelledby={titelId}
      aria-describedby={tekstId}
      className={overDialog ? 'bekraeft-over-dialog' : undefined}
      backdropClassName={overDialog ? 'bekraeft-over-dialog' : undefined}
    >
      <Modal.Header closeButton closeLabel={t('web.schemaDialog.luk')}>
        <Modal.Title id={titelId}>{titel}</Modal.Title>
      </Modal.Header>
      <Modal.Body id={tekstId}>{children}</Modal.Body>
      <Modal.Footer className="justify-content-start">
        {bekraeft !== undefined && (
          <Button variant="danger" onClick={onBekraeft}>
            {bekraeft}
          </Button>
        )}
        <Button variant="outline-secondary" autoFocus onClick={fortryd?.onClick ?? onAnnuller}>
          {fortryd?.label ?? t('arbejdsmangelAdminWeb.bekraeft.annuller')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
