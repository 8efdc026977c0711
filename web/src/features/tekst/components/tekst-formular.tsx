import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { t } from '../../../../../engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { useGemTekst, type Tekst } from '../api/gem-tekst';

interface TekstFormularProps {
  uiSchema: UiSchema<Tekst>;
  start: Partial<Tekst>;
  /** Shows 'Teksten er gemt.' from the start, e.g. right after creating the text. */
  gemtFoer?: boolean;
  onGemt?: (tekst: Tekst) => void;
}

/** The text form of both create and edit: PUT on submit, the server's field errors on their fields. */
export function TekstFormular({ uiSchema, start, gemtFoer = false, onGemt }: TekstFormularProps) {
  const [tekst, setTekst] = useState(start);
  const [gemt, setGemt] = useState(gemtFoer);
  const { gem, gemmer, fejl } = useGemTekst();

  async function indsend(data: Tekst) {
    setGemt(false);
    if (!(await gem(data))) return;
    setGemt(true);
    onGemt?.(data);
  }

  return (
    <>
      {gemt && <Alert variant="success">{t('web.tekst.gemt')}</Alert>}
      {fejl !== undefined && <Alert variant="danger">{fejlTekst(fejl, t('web.fejl.gem'))}</Alert>}
      <SchemaForm<Tekst>
        schemaId="tekst"
        uiSchema={uiSchema}
        formData={tekst}
        onChange={setTekst}
        onSubmit={(data) => void indsend(data)}
        serverFejl={fejl instanceof ApiFejl ? fejl.problem.errors : undefined}
        disabled={gemmer}
      />
    </>
  );
}
