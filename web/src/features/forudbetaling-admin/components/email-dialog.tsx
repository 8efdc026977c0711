import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import afvisUi from '@schemas/forudbetaling-admin-afvis.ui.json';
import emailUi from '@schemas/forudbetaling-admin-email.ui.json';
import { t } from '@engine/tekster';
import { SchemaDialog } from '../../../shared/schema-form/schema-dialog';
import type { Afgoerelse, AfgoerelseType } from '../api/send-afgoerelse';

/** Each handling's body schema and layout: a rejection asks for the reason above the e-mail. */
const FORMULAR: Record<AfgoerelseType, { schemaId: string; uiSchema: UiSchema<Afgoerelse> }> = {
  GodkendAnmodning: { schemaId: 'forudbetaling-admin-email', uiSchema: emailUi },
  AfvisAnmodning: { schemaId: 'forudbetaling-admin-afvis', uiSchema: afvisUi },
};

interface EmailDialogProps {
  handling: AfgoerelseType;
  titel: string;
  bekraeft: string;
  modtager: string;
  afgoerelse: Afgoerelse;
  /** The edited e-mail (with the reason, when rejecting), or null when the admin cancels. */
  onSvar: (afgoerelse: Afgoerelse | null) => void;
}

/** The prepayment e-mail to the applicant, subject and rich-text body, to edit before approving or rejecting. */
export function EmailDialog({ handling, titel, bekraeft, modtager, afgoerelse, onSvar }: EmailDialogProps) {
  const [data, setData] = useState<Partial<Afgoerelse>>(afgoerelse);
  return (
    <SchemaDialog<Afgoerelse>
      titel={titel}
      onHide={() => onSvar(null)}
      lukTekst={t('forudbetalingAdminWeb.luk')}
      size="lg"
      backdrop="static"
      vejledning={<p className="text-body-secondary">{t('forudbetalingAdminWeb.email.intro', { navn: modtager })}</p>}
      {...FORMULAR[handling]}
      formData={data}
      onChange={setData}
      onSubmit={onSvar}
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
