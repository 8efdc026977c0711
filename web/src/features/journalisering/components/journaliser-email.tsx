import { useMachine } from '@xstate/react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { erTekstNoegle, t } from '@engine/tekster';
import { outlookJournalisering } from '@workflows/outlook-journalisering';
import { journaliserEmail } from '../api/journaliser-email';
import { laesEmne, ventPaaOutlook } from '../utils/outlook';

const maskine = outlookJournalisering({ ventPaaOutlook, laesEmne, journaliser: journaliserEmail });

/** Journalises the e-mail open in Outlook (workflows/outlook-journalisering) and says how far it is. */
export function JournaliserEmail() {
  const [snapshot] = useMachine(maskine);
  const { emne, sag } = snapshot.context;
  // Each state names its message in the machine's meta; a refusal has none (SPEC §8).
  // The state's own message; the machine's meta (its title) carries none.
  const besked = Object.values(snapshot.getMeta() as Record<string, { besked?: string }>).find((m) => m.besked)?.besked;
  const tekst = besked && erTekstNoegle(besked) ? t(besked, { sag: sag?.titel ?? '' }) : undefined;

  return (
    <div role="status">
      {tekst &&
        (snapshot.matches('journaliseret') ? (
          <Alert variant="success" className="py-2">
            {tekst}
          </Alert>
        ) : (
          <p className="d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {tekst}
          </p>
        ))}
      {emne !== null && <p className="small text-break">{t('journaliseringWeb.emne', { emne })}</p>}
    </div>
  );
}
