import type { UiSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { t } from '@engine/tekster';
import { ApiFejl } from '../../../shared/api/client';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';
import { noegleFindes, useGemTekst, type Tekst } from '../api/gem-tekst';
import { useAdvarVedForlad } from '../hooks/use-advar-ved-forlad';
import { erAendret } from '../utils/er-aendret';
import { ForladDialog } from './forlad-dialog';

interface TekstFormularProps {
  uiSchema: UiSchema<Tekst>;
  start: Partial<Tekst>;
  /** Shows 'Teksten er gemt.' from the start, e.g. right after creating the text. */
  gemtFoer?: boolean;
  /**
   * Create only: the keys of the texts there are, so a key already used is refused as it is typed,
   * with a link to its text; the save is sent as create-only, so one made meanwhile is refused too.
   */
  kendteNoegler?: ReadonlySet<string>;
  onGemt?: (tekst: Tekst) => void;
}

/**
 * The text form of both create and edit: PUT on submit, the server's field errors on their fields.
 * HTML content is written as rich text (the type is handed to the widget); leaving with unsaved changes asks first.
 */
export function TekstFormular({ uiSchema, start, gemtFoer = false, kendteNoegler, onGemt }: TekstFormularProps) {
  const [tekst, setTekst] = useState(start);
  const [gemt, setGemt] = useState(gemtFoer);
  // What the server holds now; a ref, as a navigation right after saving asks before the next render.
  const senestGemt = useRef(start);
  const { gem, gemmer, fejl } = useGemTekst(kendteNoegler !== undefined);
  const formContext = useMemo<SkemaKontekst>(() => ({ tekstType: tekst.type }), [tekst.type]);
  const blocker = useAdvarVedForlad(() => erAendret(tekst, senestGemt.current));
  // The key of the last save, which the server may have refused as taken since the list was loaded.
  const [sendtNoegle, setSendtNoegle] = useState<string>();
  const noegle = tekst.key ?? '';
  const optaget = noegle !== '' && (kendteNoegler?.has(noegle) === true || (noegleFindes(fejl) && sendtNoegle === noegle));
  const regelFejl = useMemo(() => (optaget ? [{ path: '/key', message: t('web.tekst.opret.noegleOptaget') }] : undefined), [optaget]);
  const andenFejl = noegleFindes(fejl) ? undefined : fejl;

  async function indsend(data: Tekst) {
    setGemt(false);
    if (optaget) return;
    setSendtNoegle(data.key);
    if (!(await gem(data))) return;
    senestGemt.current = data;
    setGemt(true);
    onGemt?.(data);
  }

  return (
    <>
      {gemt && <Alert variant="success">{t('web.tekst.gemt')}</Alert>}
      {andenFejl !== undefined && <Alert variant="danger">{fejlTekst(andenFejl, t('web.fejl.gem'))}</Alert>}
      {optaget && (
        <Alert variant="warning">
          {t('web.tekst.opret.findes', { noegle })}{' '}
          <Link className="alert-link" to={`/app/admin/tekst/${encodeURIComponent(noegle)}`}>
            {t('web.tekst.opret.retDen', { noegle })}
          </Link>
        </Alert>
      )}
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
        serverFejl={andenFejl instanceof ApiFejl ? andenFejl.problem.errors : undefined}
        regelFejl={regelFejl}
        disabled={gemmer}
      />
      <ForladDialog blocker={blocker} />
    </>
  );
}
