import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { GRUNDSTI, OUTLOOK_JOURNALISERING } from '@engine/app-ruter';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { vekslLoginKode } from '../api/outlook-login';
import { aabnDialog, DialogFejl } from '../utils/office-dialog';
import { nyVerifikator, udfordringAf } from '../utils/verifikator';

/** The one-time code in the dialog's message, or why there is none. */
function kodeI(besked: string): string {
  try {
    const { kode } = JSON.parse(besked) as { kode?: unknown };
    if (typeof kode === 'string' && kode) return kode;
  } catch {
    // Not ours: treated as a failed sign-in below.
  }
  throw new DialogFejl('mislykkedes');
}

/**
 * The task pane's sign-in with the organisation's provider: the provider will not be shown inside
 * Outlook's frame, so Office's dialog opens the portal's sign-in page over Outlook; it answers with a
 * one-time code, traded here with this pane's own verifier for the tokens (and the pane starts over).
 */
export function OutlookOidcLogin() {
  const [venter, setVenter] = useState(false);
  const [fejl, setFejl] = useState<string>();

  async function logInd() {
    setVenter(true);
    setFejl(undefined);
    try {
      const verifikator = nyVerifikator();
      const query = new URLSearchParams({ udfordring: await udfordringAf(verifikator) });
      const besked = await aabnDialog(`${location.origin}${GRUNDSTI.outlookJournalisering}/${OUTLOOK_JOURNALISERING.logInd}?${query}`);
      await vekslLoginKode(kodeI(besked), verifikator);
    } catch (e) {
      setFejl(e instanceof DialogFejl ? t(`journaliseringWeb.login.${e.art}`) : fejlTekst(e, t('journaliseringWeb.login.mislykkedes')));
      setVenter(false);
    }
  }

  return (
    <div>
      {fejl && (
        <Alert variant="danger" className="py-2">
          {fejl}
        </Alert>
      )}
      <p className="small">{venter ? t('journaliseringWeb.login.venter') : t('journaliseringWeb.login.intro')}</p>
      <Button onClick={() => void logInd()} disabled={venter}>
        {t('web.admin.login.oidcKnap')}
      </Button>
    </div>
  );
}
