import abonnementUi from '@schemas/webhook-abonnement.ui.json';
import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { opretAbonnement, type AbonnementKrop, type OprettetAbonnement } from '../api/opret-abonnement';

const uiSchema = abonnementUi as UiSchema<AbonnementKrop>;

/** The form of schemas/webhook-abonnement; after creating, the secret, which the server shows this once. */
export function AbonnementFormular({ onOprettet }: { onOprettet: () => void }) {
  const [data, setData] = useState<Partial<AbonnementKrop>>({});
  const [sender, setSender] = useState(false);
  const [fejl, setFejl] = useState<unknown>();
  const [oprettet, setOprettet] = useState<OprettetAbonnement>();

  async function opret(krop: AbonnementKrop) {
    setSender(true);
    setFejl(undefined);
    setOprettet(undefined);
    try {
      setOprettet(await opretAbonnement(krop));
      setData({});
      onOprettet();
    } catch (e) {
      setFejl(e);
    } finally {
      setSender(false);
    }
  }

  return (
    <>
      {oprettet && (
        <Besked variant="success" role="status">
          <p>{t('webhooksWeb.oprettet')}</p>
          <p className="mb-0">
            {t('webhooksWeb.hemmelighed')}: <code className="user-select-all text-body">{oprettet.hemmelighed}</code>
          </p>
        </Besked>
      )}
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl, t('webhooksWeb.fejl.opret'))}</Besked>}
      <SchemaForm<AbonnementKrop>
        schemaId="webhook-abonnement"
        uiSchema={uiSchema}
        formData={data}
        onChange={setData}
        onSubmit={(krop) => void opret(krop)}
        serverFejl={fejl instanceof ApiFejl ? fejl.problem.errors : undefined}
        disabled={sender}
      />
    </>
  );
}
