import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { t } from '@engine/tekster';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { Sektion } from '../../../shared/layout/sektion';
import { useDokumentAdresse } from '../api/hent-dokument-adresse';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import '../forudbetaling-admin.css';

interface Props {
  anmodningId: number;
  dokument: AnmodningDetalje['faktura']['dokument'];
}

/** A PDF fitted to the frame's width, without the page thumbnails beside it, so the page itself gets the room. */
const PDF_VISNING = '#view=FitH&navpanes=0';

/**
 * The section 'Dokumentation': the invoice embedded from the server, a PDF in a tall frame and an
 * image as such, with 'Åbn i nyt vindue' in its header. It stays in view beside the form on wide screens.
 */
export function Dokumentation({ anmodningId, dokument }: Props) {
  const { url, fejl } = useDokumentAdresse(anmodningId);
  // The frame keeps the address it opened (a renewed one would reload it); the link takes the newest.
  const [rammensUrl, setRammensUrl] = useState<string>();
  if (url && !rammensUrl) setRammensUrl(url);
  const aabn = url && (
    <a href={url} target="_blank" rel="noreferrer" className="btn btn-sm btn-outline-primary text-nowrap">
      {t('forudbetalingAdminWeb.dokument.aabn')}
      <span aria-hidden="true"> ↗</span>
    </a>
  );
  const erBillede = dokument.contentType.startsWith('image/');
  return (
    <Sektion className="mb-4 faktura-sektion" titel={t('forudbetalingAdminWeb.afsnit.dokumentation')} handling={aabn}>
      {fejl !== undefined && <Alert variant="danger">{t('forudbetalingAdminWeb.dokument.fejl')}</Alert>}
      {fejl === undefined && !rammensUrl && <Indlaeser />}
      {rammensUrl &&
        (erBillede ? (
          <img src={rammensUrl} alt={t('forudbetalingAdminWeb.dokument.titel')} className="img-fluid border rounded" />
        ) : (
          <iframe
            src={`${rammensUrl}${PDF_VISNING}`}
            title={t('forudbetalingAdminWeb.dokument.titel')}
            className="faktura-dokument border rounded"
          />
        ))}
      <div className="small text-body-secondary mt-2">{dokument.filnavn}</div>
    </Sektion>
  );
}
