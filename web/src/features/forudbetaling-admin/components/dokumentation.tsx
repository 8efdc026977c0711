import Alert from 'react-bootstrap/Alert';
import { t } from '../../../../../engine/tekster';
import { Indlaeser } from '../../../shared/layout/indlaeser';
import { Sektion } from '../../../shared/layout/sektion';
import { useDokumentUrl } from '../api/hent-dokument';
import type { AnmodningDetalje } from '../api/hent-anmodning';
import '../forudbetaling-admin.css';

/** The section 'Dokumentation': the invoice embedded, a PDF in a frame and an image as such. */
export function Dokumentation({ dokument }: { dokument: AnmodningDetalje['faktura']['dokument'] }) {
  const { url, fejl } = useDokumentUrl(dokument.dataUri);
  const aabn = url && (
    <a href={url} target="_blank" rel="noreferrer" className="small">
      {t('forudbetalingAdminWeb.dokument.aabn')}
    </a>
  );
  return (
    <Sektion titel={t('forudbetalingAdminWeb.afsnit.dokumentation')} handling={aabn}>
      {fejl !== undefined && <Alert variant="danger">{t('forudbetalingAdminWeb.dokument.fejl')}</Alert>}
      {fejl === undefined && !url && <Indlaeser />}
      {url &&
        (dokument.contentType.startsWith('image/') ? (
          <img src={url} alt={t('forudbetalingAdminWeb.dokument.titel')} className="img-fluid border rounded" />
        ) : (
          <iframe src={url} title={t('forudbetalingAdminWeb.dokument.titel')} className="faktura-dokument border rounded" />
        ))}
      <div className="small text-body-secondary mt-2">{dokument.filnavn}</div>
    </Sektion>
  );
}
