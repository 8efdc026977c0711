import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { GRUNDSTI, OUTLOOK_JOURNALISERING } from '@engine/app-ruter';
import { t, type TekstNoegle } from '@engine/tekster';
import { hentLoginKode } from '../api/outlook-login';
import { dialogKlar, tilTilfoejelsen } from '../utils/office-dialog';

type Tilstand = 'henter' | 'loggetInd' | 'mislykkedes' | 'kunFraOutlook';

const TEKST: Record<Tilstand, TekstNoegle> = {
  henter: 'journaliseringWeb.login.dialog.henter',
  loggetInd: 'journaliseringWeb.login.dialog.loggetInd',
  mislykkedes: 'journaliseringWeb.login.mislykkedes',
  kunFraOutlook: 'journaliseringWeb.login.dialog.kunFraOutlook',
};

/**
 * The page in Office's sign-in dialog: first it sends the browser to the organisation's provider
 * (the existing admin sign-in, returning here); back, it trades the login for a one-time code bound
 * to the add-in's challenge and passes only that code to the add-in, which closes the dialog.
 */
export function LoginDialog() {
  const [search] = useSearchParams();
  const [tilstand, setTilstand] = useState<Tilstand>('henter');
  const udfordring = search.get('udfordring') ?? '';
  const tilbage = search.has('tilbage');

  useEffect(() => {
    const controller = new AbortController();
    const saet = (ny: Tilstand) => {
      if (!controller.signal.aborted) setTilstand(ny);
    };
    void (async () => {
      if (!(await dialogKlar())) return saet('kunFraOutlook');
      const kode = await hentLoginKode(udfordring, controller.signal).catch(() => null);
      if (controller.signal.aborted) return;
      if (kode === undefined && !tilbage) {
        const her = `${GRUNDSTI.outlookJournalisering}/${OUTLOOK_JOURNALISERING.logInd}?${new URLSearchParams({ udfordring, tilbage: '1' })}`;
        location.assign(`/auth/admin/login?${new URLSearchParams({ returnUrl: her })}`);
        return;
      }
      tilTilfoejelsen(JSON.stringify(kode ? { kode } : { fejl: 'mislykkedes' }));
      saet(kode ? 'loggetInd' : 'mislykkedes');
    })();
    return () => controller.abort();
  }, [udfordring, tilbage]);

  return tilstand === 'mislykkedes' ? <Alert variant="danger">{t(TEKST[tilstand])}</Alert> : <p role="status">{t(TEKST[tilstand])}</p>;
}
