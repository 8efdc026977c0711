import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import type { Blokering } from '../../../shared/navigation/historik';

/** Asks before a move away from unsaved changes; staying is the choice that holds the focus. */
export function ForladDialog({ blocker }: { blocker: Blokering }) {
  const titelId = useId();
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal show onHide={() => blocker.reset()} aria-labelledby={titelId}>
      <Modal.Header closeButton closeLabel={t('web.schemaDialog.luk')}>
        <Modal.Title id={titelId}>{t('web.tekst.forlad.titel')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{t('web.tekst.forlad.tekst')}</p>
      </Modal.Body>
      <Modal.Footer className="justify-content-start">
        <Button autoFocus onClick={() => blocker.reset()}>
          {t('web.tekst.forlad.bliv')}
        </Button>
        <Button variant="outline-danger" onClick={() => blocker.proceed()}>
          {t('web.tekst.forlad.forlad')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
