import type { UiSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { Besked } from '../../../shared/layout/besked';
import { indlaesLiveValidator } from '../../../shared/schema-form/live-validator';
import { SchemaForm } from '../../../shared/schema-form/schema-form';
import { medTrim, type SkemaOgValidator } from '../../../shared/schema-form/validator';
import type { Formular } from '../../../shared/formularer/formularer';
import { forhaandsvisning } from '../api/forhaandsvisning';

interface Props {
  udkastId: string;
  formular: Formular;
  /** The files the editor has changed and not saved, laid over the draft. */
  ugemte: Readonly<Record<string, unknown>>;
  uiSchema: UiSchema;
}

// Typing in the editor changes the files at each key; the server is asked once the typing pauses.
const PAUSE_MS = 300;

/**
 * The form as its page draws it (the shared SchemaForm, the form's sample data and context), with
 * the schema and validator the server makes from the draft and the unsaved files: what the page
 * will check once it is published. Validates as one types; nothing is sent.
 */
export function FormularerForhaandsvisning({ udkastId, formular, ugemte, uiSchema }: Props) {
  // The edits the schema and validator were made from: while they are not the present ones, the preview says it is updating.
  const [skema, setSkema] = useState<{ noegle: string } & SkemaOgValidator>();
  const [fejl, setFejl] = useState<unknown>();
  const [data, setData] = useState(formular.data);
  const [gyldig, setGyldig] = useState(false);
  const noegle = JSON.stringify(ugemte);

  useEffect(() => {
    const afbryd = new AbortController();
    const timer = setTimeout(() => {
      forhaandsvisning(udkastId, formular.schemaId, JSON.parse(noegle) as Record<string, unknown>, afbryd.signal)
        .then((adresse) => indlaesLiveValidator(formular.schemaId, adresse))
        .then(({ schema, validator }) => {
          if (afbryd.signal.aborted) return;
          setSkema({ noegle, schema, validator: medTrim(validator) });
          setFejl(undefined);
        })
        .catch((error: unknown) => {
          if (!afbryd.signal.aborted) setFejl(error);
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      afbryd.abort();
    };
  }, [udkastId, formular.schemaId, noegle]);

  return (
    <div>
      <p className="small">{t('studioFormularer.forhaandsvisningTekst')}</p>
      {fejl !== undefined && <Besked variant="danger">{fejlTekst(fejl)}</Besked>}
      <p role="status" className="small text-body-secondary">
        {skema?.noegle !== noegle && fejl === undefined && t('studioFormularer.forhaandsvisningIndlaeser')}
      </p>
      {skema !== undefined && (
        <SchemaForm
          schemaId={formular.schemaId}
          skema={skema}
          uiSchema={uiSchema}
          formData={data as object}
          formContext={formular.kontekst}
          visFejl
          onChange={(ny) => {
            setData(ny);
            setGyldig(false);
          }}
          onSubmit={() => setGyldig(true)}
        >
          <Button type="submit">{t('studioFormularer.kontroller')}</Button>
        </SchemaForm>
      )}
      <div role="status" className="mt-3">
        {gyldig && <Alert variant="success">{t('studioFormularer.gyldig')}</Alert>}
      </div>
    </div>
  );
}
