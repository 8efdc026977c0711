import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';

interface SletKladdeDialogProps {
  fejl?: string;
  onSlet: () => Promise<void>;
  onAnnuller: () => void;
}

/** Asks before a draft and its invoice are deleted: it cannot be undone. */
export function SletKladdeDialog({ fejl, onSlet, onAnnuller }: SletKladdeDialogProps) {
  const [sletter, setSletter] = useState(false);
  return (
    <Modal show onHide={onAnnuller} aria-labelledby="slet-kladde-titel">
      <Modal.Header closeButton closeLabel={t('web.schemaDialog.luk')}>
        <Modal.Title id="slet-kladde-titel" as="h2" className="h5">
          {t('kladdeWeb.sletBekraeft.titel')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('kladdeWeb.sletBekraeft.tekst')}</p>
        {fejl !== undefined && (
          <Alert variant="danger" className="mt-3 mb-0">
            {fejl}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onAnnuller} disabled={sletter}>
          {t('kladdeWeb.sletBekraeft.annuller')}
        </Button>
        <Button
          variant="danger"
          disabled={sletter}
          onClick={() => {
            setSletter(true);
            void onSlet().finally(() => setSletter(false));
          }}
        >
          {t('kladdeWeb.sletBekraeft.slet')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
