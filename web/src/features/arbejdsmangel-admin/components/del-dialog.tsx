import type { UiSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { t } from '@engine/tekster';
import { SchemaDialog } from '../../../shared/schema-form/schema-dialog';
import type { SkemaKontekst } from '../../../shared/schema-form/widgets/kontekst';

export interface DelDialogProps<T> {
  titel: string;
  /** The $id of the dialog's part schema in schemas/. */
  schemaId: string;
  /** Keep it the same object between renders (import the .ui.json at module level). */
  uiSchema: UiSchema<T>;
  start: Partial<T>;
  formContext?: SkemaKontekst;
  /** Called with schema-valid data; the screen saves the whole application and closes the dialog. */
  onGem: (data: T) => void;
  onLuk: () => void;
  gemmer: boolean;
  /** The server's messages after a failed save. */
  fejl?: readonly string[];
  /** Shown above the form. */
  vejledning?: ReactNode;
  /** More buttons after Gem and Annuller, e.g. Fjern. */
  ekstraKnapper?: ReactNode;
}

/** A dialog editing one part of the application with its schema's rules; 'Gem' is refused while invalid. */
export function DelDialog<T>({
  titel,
  schemaId,
  uiSchema,
  start,
  formContext,
  onGem,
  onLuk,
  gemmer,
  fejl,
  vejledning,
  ekstraKnapper,
}: DelDialogProps<T>) {
  const [data, setData] = useState(start);
  return (
    <SchemaDialog<T>
      titel={titel}
      onHide={() => {
        if (!gemmer) onLuk();
      }}
      size="lg"
      backdrop={gemmer ? 'static' : true}
      vejledning={vejledning}
      schemaId={schemaId}
      uiSchema={uiSchema}
      formData={data}
      formContext={formContext}
      onChange={setData}
      onSubmit={onGem}
      disabled={gemmer}
      knapper={
        <>
          <Button type="submit" disabled={gemmer}>
            {gemmer && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            {gemmer ? t('arbejdsmangelAdminWeb.dialog.gemmer') : t('arbejdsmangelAdminWeb.dialog.gem')}
          </Button>
          <Button variant="outline-secondary" disabled={gemmer} onClick={onLuk}>
            {t('arbejdsmangelAdminWeb.dialog.annuller')}
          </Button>
          {ekstraKnapper}
        </>
      }
    >
      {fejl && fejl.length > 0 && (
        <Alert variant="danger" className="mt-3">
          {fejl.length === 1 ? (
            fejl[0]
          ) : (
            <ul className="mb-0 ps-3">
              {fejl.map((besked) => (
                <li key={besked}>{besked}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </SchemaDialog>
  );
}
