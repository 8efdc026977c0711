import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import manuelUi from '@schemas/forudbetaling-admin-manuel.ui.json';
import { t } from '@engine/tekster';
import { SchemaDialog } from '../../../shared/schema-form/schema-dialog';
import type { ManuelStatus } from '../api/skift-status-manuelt';

interface ManuelDialogProps {
  start: Omit<ManuelStatus, 'nyStatus'>;
  /** The statuses the workflow's manual transitions (meta.manuel) lead to from the request's status, by their labels. */
  valg: readonly { status: string; label: string }[];
  /** The chosen status, or null when the admin cancels. */
  onSvar: (nyStatus: ManuelStatus['nyStatus'] | null) => void;
}

/** 'Manuel behandling': the warning of SPEC §4.2 and the status choice ('Status er ikke valgt.' until one is chosen). */
export function ManuelDialog({ start, valg, onSvar }: ManuelDialogProps) {
  const [data, setData] = useState<Partial<ManuelStatus>>(start);
  // Kept for the dialog's life: the form's context must stay the same object between renders.
  const [kontekst] = useState(() => ({ statusValg: valg }));
  return (
    <SchemaDialog<ManuelStatus>
      titel={t('forudbetalingAdminWeb.manuel.titel')}
      onHide={() => onSvar(null)}
      lukTekst={t('forudbetalingAdminWeb.luk')}
      backdrop="static"
      vejledning={<Alert variant="warning">{t('forudbetalingAdminWeb.manuel.advarsel')}</Alert>}
      schemaId="forudbetaling-admin-manuel"
      uiSchema={manuelUi}
      formData={data}
      formContext={kontekst}
      onChange={setData}
      onSubmit={(d) => onSvar(d.nyStatus)}
      knapperTilHoejre
      knapper={
        <>
          <Button variant="outline-secondary" onClick={() => onSvar(null)}>
            {t('forudbetalingAdminWeb.annuller')}
          </Button>
          <Button type="submit" variant="warning">
            {t('forudbetalingAdminWeb.manuel.skift')}
          </Button>
        </>
      }
    />
  );
}
