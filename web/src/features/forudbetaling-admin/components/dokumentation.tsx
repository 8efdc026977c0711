import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { t } from '../../../../../engine/tekster';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { Sektion } from '../../../shared/layout/sektion';
import { useDokumentAdresse } from '../api/hent-dokument-adresse';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import '../forudbetaling-admin.css';

interface Props {
  anmodningId: number;
  dokument: AnmodningDetalje['faktura']['dokument'];
}

/** The section 'Dokumentation': the invoice embedded from the server, a PDF in a frame and an image as such. */
export function Dokumentation({ anmodningId, dokument }: Props) {
  const { url, fejl } = useDokumentAdresse(anmodningId);
  // The frame keeps the address it opened (a renewed one would reload it); the link takes the newest.
  const [rammensUrl, setRammensUrl] = useState<string>();
  if (url && !rammensUrl) setRammensUrl(url);
  const aabn = url && (
    <a href={url} target="_blank" rel="noreferrer" className="small">
      {t('forudbetalingAdminWeb.dokument.aabn')}
    </a>
  );
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.dokumentation')} handling={aabn}>
      {fejl !== undefined && <Alert variant="danger">{t('forudbetalingAdminWeb.dokument.fejl')}</Alert>}
      {fejl === undefined && !rammensUrl && <Indlaeser />}
      {rammensUrl &&
        (dokument.contentType.startsWith('image/') ? (
          <img src={rammensUrl} alt={t('forudbetalingAdminWeb.dokument.titel')} className="img-fluid border rounded" />
        ) : (
          <iframe src={rammensUrl} title={t('forudbetalingAdminWeb.dokument.titel')} className="faktura-dokument border rounded" />
        ))}
      <div className="small text-body-secondary mt-2">{dokument.filnavn}</div>
    </Sektion>
  );
}
