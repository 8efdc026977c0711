import { useState, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { t } from '@engine/tekster';
import { fejlTekst } from '../../../shared/api/fejl-tekst';
import { hentNyadminAdgang } from '../api/hent-nyadmin-adgang';

/**
 * 'VEU-oplysninger': the legacy summary page in a new tab, opened through a fresh one-time URL.
 * The tab is opened at the click (a tab opened after an await would be blocked as a pop-up) and
 * sent on once the URL is there.
 */
export function VeuLink({ id }: { id: number }) {
  const side = `/nyadmin/Arbejdsmangel/${id}`;
  const [fejl, setFejl] = useState<unknown>();

  async function aabn(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setFejl(undefined);
    const fane = window.open('about:blank', '_blank');
    try {
      const url = await hentNyadminAdgang(side);
      if (!fane) {
        window.location.assign(url);
        return;
      }
      fane.opener = null;
      fane.location.href = url;
    } catch (e) {
      fane?.close();
      setFejl(e);
    }
  }

  return (
    <>
      {/* The plain address serves a middle click too, while the /nyadmin cookie of the journal frame lasts. */}
      <a href={side} target="_blank" rel="noopener noreferrer" onClick={(event) => void aabn(event)}>
        {t('arbejdsmangelAdminWeb.journal.veu')}
        <span className="visually-hidden"> {t('arbejdsmangelAdminWeb.journal.veuNytVindue')}</span>
      </a>
      {fejl !== undefined && (
        <Alert variant="danger" className="mt-2">
          {fejlTekst(fejl)}
        </Alert>
      )}
    </>
  );
}
