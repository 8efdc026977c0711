import type { UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import { useGemTekst, type Tekst } from '../api/gem-tekst';
import { useAdvarVedForlad } from '../hooks/use-advar-ved-forlad';
import { erAendret } from '../utils/er-aendret';
import { ForladDialog } from './forlad-dialog';

interface TekstFormularProps {
  uiSchema: UiSchema<Tekst>;
  start: Partial<Tekst>;
  /** Shows 'Teksten er gemt.' from the start, e.g. right after creating the text. */
  gemtFoer?: boolean;
  onGemt?: (tekst: Tekst) => void;
}

/**
 * The text form of both create and edit: PUT on submit, the server's field errors on their fields.
 * HTML content is written as rich text (the type is handed to the widget); leaving with unsaved changes asks first.
 */
export function TekstFormular({ uiSchema, start, gemtFoer = false, onGemt }: TekstFormularProps) {
  const [tekst, setTekst] = useState(start);
  const [gemt, setGemt] = useState(gemtFoer);
  // What the server holds now; a ref, as a navigation right after saving asks before the next render.
  const senestGemt = useRef(start);
  const { gem, gemmer, fejl } = useGemTekst();
  const formContext = useMemo<SkemaKontekst>(() => ({ tekstType: tekst.type }), [tekst.type]);
  const blocker = useAdvarVedForlad(() => erAendret(tekst, senestGemt.current));

  async function indsend(data: Tekst) {
    setGemt(false);
    if (!(await gem(data))) return;
    senestGemt.current = data;
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
        formContext={formContext}
        onChange={(ny) => {
          setTekst(ny);
          setGemt(false);
        }}
        onSubmit={(data) => void indsend(data)}
        serverFejl={fejl instanceof ApiFejl ? fejl.problem.errors : undefined}
        disabled={gemmer}
      />
      <ForladDialog blocker={blocker} />
    </>
  );
}
