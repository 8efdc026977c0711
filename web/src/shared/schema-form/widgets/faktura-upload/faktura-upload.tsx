import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { t } from '@engine/tekster';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { laesFiltype, laesSomDataUri, medTypeOgFilnavn } from './data-uri';

interface Dokument {
  url?: string;
  filnavn?: string;
  stoerrelse?: number;
  filtype?: string;
}

const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The schema's own message of a property, when it is one string. */
const besked = (schema: RJSFSchema | undefined) => (typeof schema?.errorMessage === 'string' ? schema.errorMessage : undefined);

/**
 * `"ui:field": "faktura-upload"` on {url, filnavn, stoerrelse, filtype}: picks a file and checks it
 * before reading it, by the schema's rules: its size (`stoerrelse.maximum`) and its real type by its
 * first bytes (`filtype.enum`). A refused file is not kept: the field stays empty and the rule's
 * message stays at the file input until the next choice. An accepted file is read as a data URI of
 * its real type and told to formContext.fakturaValgt (the scan), whose note on the fields it filled
 * (formContext.fakturaUdfyldt) shows with it. Its name shows with an X to remove it. Focus follows
 * the control: to the X after a choice, back to the file input after a removal.
 */
export function FakturaUpload(props: FieldProps<Dokument, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, errorSchema, rawErrors = [], registry, disabled, required } = props;
  const { fakturaValgt, fakturaScannes = false, fakturaUdfyldt } = registry.formContext;
  const [laeser, setLaeser] = useState(false);
  // The message of the file last refused, which the form's data no longer holds.
  const [afvist, setAfvist] = useState<string>();
  const egenskab = (navn: keyof Dokument) => schema.properties?.[navn] as RJSFSchema | undefined;
  const maks = egenskab('stoerrelse')?.maximum;
  const typer = (egenskab('filtype')?.enum ?? []).map(String);
  const fejl = [...new Set([...(afvist ? [afvist] : []), ...alleFejl(errorSchema)])];
  const ugyldig = fejl.length > 0 || rawErrors.length > 0;
  // The control carries the id of the url, where a missing file's message is placed.
  const id = `${fieldPathId.$id}_url`;
  const fejlId = `${id}__fejl`;

  // After a choice or a removal the control under focus is gone; its successor takes the focus
  // once the form's data shows it (the X for a chosen file, the file input after a removal).
  const kontrol = useRef<HTMLButtonElement & HTMLInputElement>(null);
  const fokusPaa = useRef<'fil' | 'vaelger'>(undefined);
  const harFil = Boolean(formData?.filnavn);
  useEffect(() => {
    if (fokusPaa.current === undefined || harFil !== (fokusPaa.current === 'fil')) return;
    fokusPaa.current = undefined;
    kontrol.current?.focus();
  }, [harFil]);

  async function vaelg(event: ChangeEvent<HTMLInputElement>) {
    const fil = event.target.files?.[0];
    if (!fil) return;
    const dokument: Dokument = { filnavn: fil.name, stoerrelse: fil.size };
    setAfvist(undefined);
    setLaeser(true);
    // A refused file leaves the field empty, the focus on the file input (the next choice).
    const afvis = (regel: keyof Dokument) => {
      setAfvist(besked(egenskab(regel)));
      event.target.value = '';
      onChange(undefined, fieldPathId.path);
    };
    try {
      if (maks !== undefined && fil.size > maks) return afvis('stoerrelse');
      const filtype = await laesFiltype(fil);
      if (typer.length > 0 && !typer.includes(filtype)) return afvis('filtype');
      const url = medTypeOgFilnavn(await laesSomDataUri(fil), filtype, fil.name);
      onChange({ ...dokument, filtype, url }, fieldPathId.path);
      fokusPaa.current = 'fil';
      fakturaValgt?.(url);
    } finally {
      setLaeser(false);
    }
  }

  function fjern() {
    onChange(undefined, fieldPathId.path);
    fokusPaa.current = 'vaelger';
  }

  return (
    <div>
      <Form.Label htmlFor={id}>
        {schema.title}
        {required ? '*' : null}
      </Form.Label>
      {harFil ? (
        <div className={`d-flex align-items-center gap-2 border rounded px-3 py-2 ${ugyldig ? 'border-danger' : ''}`}>
          <span id={`${id}__filnavn`} className="flex-grow-1 text-break">
            {formData?.filnavn}
          </span>
          {fakturaScannes && (
            <span className="small text-body-secondary d-flex align-items-center gap-1" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              {t('forudbetalingWeb.upload.scanner')}
            </span>
          )}
          {!fakturaScannes && fakturaUdfyldt && (
            <span className="small text-body-secondary" role="status">
              {fakturaUdfyldt}
            </span>
          )}
          <CloseButton
            ref={kontrol}
            id={id}
            aria-label={t('forudbetalingWeb.upload.fjern')}
            aria-describedby={ugyldig ? `${id}__filnavn ${fejlId}` : `${id}__filnavn`}
            title={t('forudbetalingWeb.upload.fjern')}
            disabled={disabled}
            onClick={fjern}
          />
        </div>
      ) : (
        <Form.Control
          ref={kontrol}
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={disabled || laeser}
          isInvalid={ugyldig}
          aria-describedby={ugyldig ? `${id}__beskrivelse ${fejlId}` : `${id}__beskrivelse`}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void vaelg(event)}
        />
      )}
      <Form.Text id={`${id}__beskrivelse`} className="text-body-secondary">
        {schema.description}
      </Form.Text>
      <Fejlbeskeder id={fejlId} fejl={fejl} />
    </div>
  );
}
