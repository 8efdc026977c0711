import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { useEffect, useEffectEvent, useState, type ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { erGyldigtCvr } from '@engine/formats/cvr';
import { t } from '@engine/tekster';
import { udenBlanke } from '@engine/trim';
import { aendrFelt } from '../aendr-felt';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';

interface Leverandoer {
  cvr?: string;
  navn?: string;
}

/** How the last lookup that found no name ended, for the CVR it was made for. */
interface Udfald {
  cvr: string;
  udfald: 'ikkeFundet' | 'fejl';
}

/**
 * `"ui:field": "cvr-opslag"` on {cvr, navn}: the CVR input, and the company's name looked up
 * (formContext.findVirksomhed) whenever the CVR is a valid 8-digit number; any change of the CVR
 * clears the name (SPEC §4.1). Labels are the schema's titles.
 */
export function CvrOpslag(props: FieldProps<Leverandoer, RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, errorSchema, registry, disabled, readonly } = props;
  const { findVirksomhed } = registry.formContext;
  const cvr = formData?.cvr ?? '';
  const navn = formData?.navn;
  const [sidste, setSidste] = useState<Udfald>();
  const id = fieldPathId.$id;
  const titel = (felt: keyof Leverandoer) =>
    `${(schema.properties?.[felt] as RJSFSchema | undefined)?.title ?? felt}${schema.required?.includes(felt) ? '*' : ''}`;

  // A name already there belongs to this CVR: typing clears it, and so does a new scan.
  const skalSlaaOp = erGyldigtCvr(cvr) && !navn && findVirksomhed !== undefined;
  const udfald = sidste?.cvr === cvr ? sidste.udfald : undefined;
  const arbejder = skalSlaaOp && udfald === undefined;

  const slaaOp = useEffectEvent((signal: AbortSignal) => {
    if (!skalSlaaOp) return;
    findVirksomhed(cvr, signal).then(
      (fundet) => {
        if (signal.aborted) return;
        if (fundet) aendrFelt(onChange, fieldPathId, 'navn', fundet);
        else setSidste({ cvr, udfald: 'ikkeFundet' });
      },
      () => {
        if (!signal.aborted) setSidste({ cvr, udfald: 'fejl' });
      },
    );
  });

  useEffect(() => {
    const controller = new AbortController();
    slaaOp(controller.signal);
    return () => controller.abort();
  }, [cvr]);

  // A missing name is the CVR's fault (not in the register), so its message stands at the CVR too;
  // while the name is looked up, or when the lookup failed, that message would not be true.
  const cvrFejl = [
    ...(udfald ? [t(udfald === 'ikkeFundet' ? 'forudbetalingWeb.cvrOpslag.ikkeFundet' : 'forudbetalingWeb.cvrOpslag.fejl')] : []),
    ...alleFejl(errorSchema?.cvr),
  ];
  const navnFejl = cvrFejl.length > 0 || arbejder ? [] : alleFejl(errorSchema?.navn);
  const fejl = [...new Set([...cvrFejl, ...navnFejl])];

  return (
    <Row className="g-3">
      <Col sm={5} md={4}>
        <Form.Group controlId={`${id}_cvr`}>
          <Form.Label>{titel('cvr')}</Form.Label>
          <Form.Control
            value={cvr}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            disabled={disabled}
            readOnly={readonly}
            isInvalid={fejl.length > 0}
            aria-describedby={fejl.length > 0 ? `${id}_cvr__fejl` : undefined}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              onChange({ cvr: udenBlanke(event.target.value) || undefined }, fieldPathId.path)
            }
          />
          <Fejlbeskeder id={`${id}_cvr__fejl`} fejl={fejl} />
        </Form.Group>
      </Col>
      <Col sm={7} md={8}>
        <div className="form-label" id={`${id}_navn__label`}>
          {(schema.properties?.['navn'] as RJSFSchema | undefined)?.title}
        </div>
        <div className="form-control-plaintext" aria-labelledby={`${id}_navn__label`} aria-live="polite">
          {arbejder ? (
            <span className="d-inline-flex align-items-center gap-2 text-body-secondary">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              {t('forudbetalingWeb.cvrOpslag.arbejder')}
            </span>
          ) : (
            (navn ?? <span className="text-body-secondary">{t('forudbetalingWeb.cvrOpslag.ingenLeverandoer')}</span>)
          )}
        </div>
      </Col>
    </Row>
  );
}
