import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { t } from '@engine/tekster';
import type { Advarsel } from './session-advarsel';
import { tidTilbage } from './session-udloeb';

interface SessionAdvarselDialogProps {
  advarsel: Exclude<Advarsel, { type: 'ingen' }>;
  onForbliv: () => void;
  onLogIndIgen: () => void;
  /** Escape in the dialog that says the session has ended: the next call sends the browser to the login. */
  onLuk: () => void;
}

/**
 * The warning as a modal dialog: labelled by its heading and described by its text, focus moved into
 * it and back to where it was when it closes (react-bootstrap's Modal), used with the keyboard alone.
 * Escape while warning means staying logged in; a click beside it does nothing, so a stray click does
 * not decide for the person.
 */
export function SessionAdvarselDialog({ advarsel, onForbliv, onLogIndIgen, onLuk }: SessionAdvarselDialogProps) {
  const nu = useNu(advarsel.type === 'advarer');
  const udloebet = advarsel.type === 'udloebet';
  const kanForlaenges = advarsel.type === 'advarer' && advarsel.kanForlaenges;
  const tid = advarsel.type === 'advarer' ? tidTilbage(advarsel.slut - nu) : '';
  return (
    <Modal
      show
      backdrop="static"
      onHide={kanForlaenges ? onForbliv : onLuk}
      aria-labelledby="session-advarsel-titel"
      aria-describedby="session-advarsel-tekst"
    >
      <Modal.Header>
        <Modal.Title id="session-advarsel-titel" as="h2" className="h5">
          {t(udloebet ? 'web.sessionAdvarsel.udloebetTitel' : 'web.sessionAdvarsel.titel')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="session-advarsel-tekst">
        <p>
          {udloebet
            ? t('web.sessionAdvarsel.udloebetTekst')
            : t(kanForlaenges ? 'web.sessionAdvarsel.tekst' : 'web.sessionAdvarsel.kanIkkeForlaenges', { tid })}
        </p>
        <p className="mb-0">{t('web.sessionAdvarsel.gemt')}</p>
      </Modal.Body>
      <Modal.Footer>
        {/* 'Log ud' as the navbar's: a form post, and what the tab kept for the person goes with it. */}
        <form method="post" action="/log-ud" onSubmit={() => sessionStorage.clear()}>
          <Button type="submit" variant="outline-secondary">
            {t('web.logUd')}
          </Button>
        </form>
        {kanForlaenges ? (
          <Button variant="primary" onClick={onForbliv}>
            {t('web.sessionAdvarsel.forbliv')}
          </Button>
        ) : (
          <Button variant="primary" onClick={onLogIndIgen}>
            {t('web.sessionAdvarsel.logIndIgen')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

/** The time now, once a second while `koerer`, for the countdown (the dialog is made when it shows). */
function useNu(koerer: boolean): number {
  const [nu, setNu] = useState(() => Date.now());
  useEffect(() => {
    if (!koerer) return;
    const interval = setInterval(() => setNu(Date.now()), 1000);
    return () => clearInterval(interval);
  }, [koerer]);
  return nu;
}
