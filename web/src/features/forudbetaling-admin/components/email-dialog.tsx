import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import emailUi from '../../../../../schemas/forudbetaling-admin-email.ui.json';
import { t } from '../../../../../engine/tekster';
import { SchemaDialog } from '../../../shared/schema-form/schema-dialog';
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
    <SchemaDialog<Afgoerelse>
      titel={titel}
      onHide={() => onSvar(null)}
      lukTekst={t('forudbetalingAdminWeb.luk')}
      size="lg"
      backdrop="static"
      vejledning={<p className="text-body-secondary">{t('forudbetalingAdminWeb.email.intro', { navn: modtager })}</p>}
      schemaId="forudbetaling-admin-email"
      uiSchema={emailUi}
      formData={data}
      onChange={setData}
      onSubmit={(d) => onSvar(d.email)}
      knapperTilHoejre
      knapper={
        <>
          <Button variant="outline-secondary" onClick={() => onSvar(null)}>
            {t('forudbetalingAdminWeb.annuller')}
          </Button>
          <Button type="submit">{bekraeft}</Button>
        </>
      }
    />
  );
}
