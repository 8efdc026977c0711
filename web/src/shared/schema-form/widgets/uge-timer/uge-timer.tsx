import type { ErrorSchema, FieldProps, RJSFSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { t } from '@engine/tekster';
import { ugeNoegle, ugerAtVise } from '@engine/uger';
import { alleFejl, Fejlbeskeder } from '../fejlbeskeder';
import type { SkemaKontekst } from '../kontekst';
import { formatTimer, saetTimer, samledeTimer, timerForUge, timerFraInput, timerUdenforPeriode, visTimer, type UgeTimer } from './timer';
import { Besked } from '../../../layout/besked';
import { beskrevetAf } from '../beskrevet-af';

/**
 * `"ui:field": "uge-timer"` on kursusTimerPerUge: one hours input per ISO week of formContext's
 * periode, labelled with week and year, and a running total. 0 or empty removes the week (SPEC §5.2).
 * Hours of weeks outside the period (left from a longer one) are listed, not counted, until removed.
 */
export function UgeTimerFelt(props: FieldProps<UgeTimer[], RJSFSchema, SkemaKontekst>) {
  const { formData, onChange, fieldPathId, schema, errorSchema, registry, disabled, readonly } = props;
  const { fra = '', til = '' } = registry.formContext.periode ?? {};
  const uger = useMemo(() => ugerAtVise(fra, til), [fra, til]);
  const poster = formData ?? [];
  const udenfor = timerUdenforPeriode(poster, registry.formContext.periode);

  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">{schema.title}</legend>
      <p id={`${fieldPathId.$id}__vejledning`} className="form-text mt-0">
        {t('arbejdsmangelWeb.ugeTimer.vejledning')}
      </p>
      {uger.length === 0 && <p>{t('arbejdsmangelWeb.ugeTimer.ingenPeriode')}</p>}
      <Row xs={2} sm={3} lg={4} className="g-3">
        {uger.map((uge, i) => {
          const indeks = poster.findIndex((p) => ugeNoegle(p) === ugeNoegle(uge));
          const fejl = indeks < 0 ? [] : alleFejl((errorSchema as Record<number, ErrorSchema> | undefined)?.[indeks]);
          return (
            <Col key={ugeNoegle(uge)}>
              <TimerInput
                // The first input carries the field's own id, so focusing the first error lands on it.
                id={i === 0 ? fieldPathId.$id : `${fieldPathId.$id}_${ugeNoegle(uge)}`}
                feltId={fieldPathId.$id}
                label={t('arbejdsmangelWeb.ugeTimer.uge', { ugeNr: uge.ugeNr, aar: uge.aar })}
                timer={timerForUge(poster, uge)}
                fejl={fejl}
                disabled={disabled || readonly}
                onTimer={(timer) => onChange(saetTimer(poster, uge, timer), fieldPathId.path)}
              />
            </Col>
          );
        })}
      </Row>
      {udenfor.length > 0 && (
        <Besked variant="warning" className="mt-3 mb-0">
          <p className="mb-1">{t('arbejdsmangelWeb.ugeTimer.udenfor')}</p>
          <ul className="mb-0">
            {udenfor.map((uge) => (
              <li key={ugeNoegle(uge)}>
                {t('arbejdsmangelWeb.ugeTimer.udenforUge', { ugeNr: uge.ugeNr, aar: uge.aar, timer: visTimer(uge.timerPerUge) })}
              </li>
            ))}
          </ul>
        </Besked>
      )}
      <p className="fw-semibold mt-3 mb-0" aria-live="polite">
        {t('arbejdsmangelWeb.ugeTimer.samlet', { timer: formatTimer(samledeTimer(poster) - samledeTimer(udenfor)) })}
      </p>
    </fieldset>
  );
}

interface TimerInputProps {
  id: string;
  /** The whole field's id: its guidance and its messages describe every week's input. */
  feltId: string;
  label: string;
  timer: number | string | undefined;
  fejl: readonly string[];
  disabled?: boolean;
  onTimer: (timer: number | string | undefined) => void;
}

/**
 * A text input, not a number input: one of those drops a decimal comma in a browser not set to
 * Danish ('7,5' reads as nothing), as the price does (pris/pris.tsx).
 */

function TimerInput({ id, feltId, label, timer, fejl, disabled, onTimer }: TimerInputProps) {
  const [tekst, setTekst] = useState(() => visTimer(timer));
  const [forrigeTimer, setForrigeTimer] = useState(timer);
  // Follows a change from outside, but keeps what is being typed ("0" on the way to "0,5" means no hours yet).
  if (timer !== forrigeTimer) {
    setForrigeTimer(timer);
    if (timerFraInput(tekst) !== timer) setTekst(visTimer(timer));
  }
  const fejlId = `${id}__fejl`;
  return (
    <Form.Group controlId={id}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          inputMode="decimal"
          autoComplete="off"
          value={tekst}
          disabled={disabled}
          isInvalid={fejl.length > 0}
          aria-describedby={beskrevetAf(feltId, fejl.length > 0 && fejlId, `${feltId}__vejledning`)}
          onChange={(event) => {
            setTekst(event.target.value);
            onTimer(timerFraInput(event.target.value));
          }}
        />
        <InputGroup.Text>{t('arbejdsmangelWeb.ugeTimer.enhed')}</InputGroup.Text>
      </InputGroup>
      <Fejlbeskeder id={fejlId} fejl={fejl} />
    </Form.Group>
  );
}
