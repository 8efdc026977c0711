import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import manuelUi from '../../../../../schemas/forudbetaling-admin-manuel.ui.json';
import { t } from '../../../../../engine/tekster';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { ManuelStatus } from '../api/skift-status-manuelt';

interface ManuelDialogProps {
  start: Omit<ManuelStatus, 'nyStatus'>;
  /** The chosen status, or null when the admin cancels. */
  onSvar: (nyStatus: ManuelStatus['nyStatus'] | null) => void;
}

/** 'Manuel behandling': the warning of SPEC §4.2 and the status choice ('Status er ikke valgt.' until one is chosen). */
export function ManuelDialog({ start, onSvar }: ManuelDialogProps) {
  const [data, setData] = useState<Partial<ManuelStatus>>(start);
  return (
    <Modal show backdrop="static" onHide={() => onSvar(null)} aria-labelledby="manuel-dialog-titel">
      <Modal.Header closeButton closeLabel={t('forudbetalingAdminWeb.luk')}>
        <Modal.Title id="manuel-dialog-titel">{t('forudbetalingAdminWeb.manuel.titel')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning">{t('forudbetalingAdminWeb.manuel.advarsel')}</Alert>
        <SchemaForm<ManuelStatus>
          schemaId="forudbetaling-admin-manuel"
          uiSchema={manuelUi}
          formData={data}
          onChange={setData}
          onSubmit={(d) => onSvar(d.nyStatus)}
        >
          <div className="d-flex justify-content-end gap-2 border-top pt-3 mt-3">
            <Button variant="outline-secondary" onClick={() => onSvar(null)}>
              {t('forudbetalingAdminWeb.annuller')}
            </Button>
            <Button type="submit" variant="warning">
              {t('forudbetalingAdminWeb.manuel.skift')}
            </Button>
          </div>
        </SchemaForm>
      </Modal.Body>
    </Modal>
  );
}
