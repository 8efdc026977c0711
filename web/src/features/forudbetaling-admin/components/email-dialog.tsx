import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import emailUi from '../../../../../schemas/forudbetaling-admin-email.ui.json';
import { t } from '../../../../../engine/tekster';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { Email } from '../api/hent-email-skabelon';
import type { Afgoerelse } from '../api/send-afgoerelse';

interface EmailDialogProps {
  titel: string;
  bekraeft: string;
  modtager: string;
  afgoerelse: Afgoerelse;
  /** The edited e-mail, or null when the admin cancels. */
  onSvar: (email: Email | null) => void;
}

/** The prefilled e-mail to the applicant, subject and rich-text body, to edit before approving or rejecting. */
export function EmailDialog({ titel, bekraeft, modtager, afgoerelse, onSvar }: EmailDialogProps) {
  const [data, setData] = useState<Partial<Afgoerelse>>(afgoerelse);
  return (
    <Modal show size="lg" backdrop="static" onHide={() => onSvar(null)} aria-labelledby="email-dialog-titel">
      <Modal.Header closeButton closeLabel={t('forudbetalingAdminWeb.luk')}>
        <Modal.Title id="email-dialog-titel">{titel}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('forudbetalingAdminWeb.email.intro', { navn: modtager })}</p>
        <SchemaForm<Afgoerelse>
          schemaId="forudbetaling-admin-email"
          uiSchema={emailUi}
          formData={data}
          onChange={setData}
          onSubmit={(d) => onSvar(d.email)}
        >
          <div className="d-flex justify-content-end gap-2 border-top pt-3 mt-3">
            <Button variant="outline-secondary" onClick={() => onSvar(null)}>
              {t('forudbetalingAdminWeb.annuller')}
            </Button>
            <Button type="submit">{bekraeft}</Button>
          </div>
        </SchemaForm>
      </Modal.Body>
    </Modal>
  );
}
