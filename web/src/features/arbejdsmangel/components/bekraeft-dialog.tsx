import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';

interface BekraeftDialogProps {
  titel: string;
  /** The confirming button, e.g. 'Fjern'. */
  bekraeftTekst: string;
  /** Says what will happen, naming what goes. */
  children: ReactNode;
  /**
   * Once the dialog has gone, confirmed or not: the caller does what was confirmed only then, so what
   * the dialog names stays while it fades. Cancelled, the focus returns to the button that opened it;
   * confirmed, that button may go with what it removes, so the caller moves the focus.
   */
  onLukket: (bekraeftet: boolean) => void;
}

/** A question before something is removed: the confirming button and 'Annuller'. */
export function BekraeftDialog({ titel, bekraeftTekst, children, onLukket }: BekraeftDialogProps) {
  const titelId = useId();
  const [vis, setVis] = useState(true);
  const [bekraeftet, setBekraeftet] = useState(false);
  return (
    <Modal
      show={vis}
      onHide={() => setVis(false)}
      onExited={() => onLukket(bekraeftet)}
      restoreFocus={!bekraeftet}
      aria-labelledby={titelId}
    >
      <Modal.Header closeButton closeLabel={t('web.schemaDialog.luk')}>
        <Modal.Title id={titelId}>{titel}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer className="justify-content-start">
        <Button
          variant="danger"
          onClick={() => {
            setBekraeftet(true);
            setVis(false);
          }}
        >
          {bekraeftTekst}
        </Button>
        <Button variant="outline-secondary" onClick={() => setVis(false)}>
          {t('arbejdsmangelWeb.dialog.annuller')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
