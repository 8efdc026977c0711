import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { t } from '../../../../../../engine/tekster';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { laesSomDataUri, medFilnavn } from './data-uri';

interface Dokument {
  url?: string;
  filnavn?: string;
  stoerrelse?: number;
}

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/**
 * `"ui:field": "faktura-upload"` on {url, filnavn, stoerrelse}: picks a pdf, png or jpeg, reads it as
 * a data URI (a file over the schema's size limit is refused unread), shows its name with an X to
 * remove it, and tells formContext.fakturaValgt so the screen can scan it.
 */
export function FakturaUpload(props: FieldProps<Dokument, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, errorSchema, rawErrors = [], registry, disabled, required } = props;
  const { fakturaValgt, fakturaScannes = false } = registry.formContext;
  const [laeser, setLaeser] = useState(false);
  const stoerrelse = schema.properties?.['stoerrelse'] as RJSFSchema | undefined;
  const maks = stoerrelse?.maximum;
  const forStor = maks !== undefined && (formData?.stoerrelse ?? 0) > maks;
  // Too big a file is told at once, in the schema's own words, not first after the step's forward button.
  const fejl = [...new Set([...(forStor && typeof stoerrelse?.errorMessage === 'string' ? [stoerrelse.errorMessage] : []), ...alleFejl(errorSchema)])];
  const ugyldig = fejl.length > 0 || rawErrors.length > 0;
  // The control carries the id of the url, where a missing or refused file's message is placed.
  const id = `${fieldPathId.$id}_url`;

  async function vaelg(event: ChangeEvent<HTMLInputElement>) {
    const fil = event.target.files?.[0];
    if (!fil) return;
    const dokument = { filnavn: fil.name, stoerrelse: fil.size };
    if (maks !== undefined && fil.size > maks) {
      onChange(dokument, fieldPathId.path);
      return;
    }
    setLaeser(true);
    try {
      const url = medFilnavn(await laesSomDataUri(fil), fil.name);
      onChange({ ...dokument, url }, fieldPathId.path);
      fakturaValgt?.(url);
    } finally {
      setLaeser(false);
    }
  }

  return (
    <div>
      <Form.Label htmlFor={id}>
        {schema.title}
        {required ? '*' : null}
      </Form.Label>
      {formData?.filnavn ? (
        <div className={`d-flex align-items-center gap-2 border rounded px-3 py-2 ${ugyldig ? 'border-danger' : ''}`}>
          <span className="flex-grow-1 text-break">{formData.filnavn}</span>
          {fakturaScannes && (
            <span className="small text-body-secondary d-flex align-items-center gap-1" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              {t('forudbetalingWeb.upload.scanner')}
            </span>
          )}
          <CloseButton id={id} aria-label={t('forudbetalingWeb.upload.fjern')} title={t('forudbetalingWeb.upload.fjern')} disabled={disabled} onClick={() => onChange(undefined, fieldPathId.path)} />
        </div>
      ) : (
        <Form.Control
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled || laeser}
          isInvalid={ugyldig}
          aria-describedby={ugyldig ? `${id}__beskrivelse ${id}__fejl` : `${id}__beskrivelse`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void vaelg(event)}
        />
      )}
      <Form.Text id={`${id}__beskrivelse`} className="text-body-secondary">
        {schema.description}
      </Form.Text>
      <Fejlbeskeder id={`${id}__fejl`} fejl={fejl} />
    </div>
  );
}
